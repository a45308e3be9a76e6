import { fromBaseUnits } from '@/components/amount/baseUnits';
import { formatInteger } from '@/format/number';
import { STUDIO_LIMITS } from '@streams/schemas';
import type { LaunchErrors, TextField } from '@streams/studio';
import { useState } from 'react';
import { FormField } from '@/components/FormField';
import { ImagePicker } from './ImagePicker';
import styles from './Studio.module.css';
import { useLaunchForm } from './useStudio';

/** The Studio's form: image, name, ticker, description, links, supply and the first buy, with what the launch costs. */
export const LaunchFormCard = ({ busy, connected, onLaunch }: { readonly busy: boolean; readonly connected: boolean; readonly onLaunch: () => void }) => {
  const { form, view } = useLaunchForm();
  const { fields, request } = view;
  // An empty field is no mistake until Launch is pressed: its message waits till then.
  const [tried, setTried] = useState(false);
  const errors = Object.fromEntries(
    Object.entries(view.errors).filter(([field]) => tried || !(field in fields) || fields[field as TextField] !== ''),
  ) as LaunchErrors;
  const input = (field: TextField, id: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      id={id}
      value={fields[field]}
      onChange={(event) => form.set(field, event.currentTarget.value)}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={`${id}-message`}
      autoComplete="off"
      {...extra}
    />
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ((request || !connected) && !busy) onLaunch();
  };
  const symbol = view.kept.symbol;
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label="Launch a token">
      <ImagePicker image={fields.image} error={errors.image} onPick={form.pickImage} onClear={form.clearImage} />
      <div className={styles.pair}>
        <FormField
          id="studio-name"
          label="Name"
          error={errors.name}
          help={view.kept.name !== '' && view.kept.name !== fields.name.trim() ? `Kept as “${view.kept.name}”` : undefined}
        >
          {input('name', 'studio-name', { maxLength: STUDIO_LIMITS.name * 4, placeholder: 'Moon Cat' })}
        </FormField>
        <FormField id="studio-symbol" label="Ticker" error={errors.symbol}>
          {input('symbol', 'studio-symbol', { maxLength: STUDIO_LIMITS.symbol * 4, placeholder: 'MCAT' })}
        </FormField>
      </div>
      <FormField
        id="studio-description"
        label="Description"
        error={errors.description}
        help={`${Array.from(fields.description).length}/${STUDIO_LIMITS.description}`}
      >
        <textarea
          id="studio-description"
          rows={3}
          value={fields.description}
          onChange={(event) => form.set('description', event.currentTarget.value)}
          aria-describedby="studio-description-message"
          placeholder="What is it about?"
        />
      </FormField>
      <div className={styles.links}>
        <FormField id="studio-website" label="Website" error={errors.website}>
          {input('website', 'studio-website', { type: 'url', placeholder: 'https://', maxLength: STUDIO_LIMITS.link * 2 })}
        </FormField>
        <FormField id="studio-twitter" label="X" error={errors.twitter}>
          {input('twitter', 'studio-twitter', { type: 'url', placeholder: 'https://x.com/…', maxLength: STUDIO_LIMITS.link * 2 })}
        </FormField>
        <FormField id="studio-telegram" label="Telegram" error={errors.telegram}>
          {input('telegram', 'studio-telegram', { type: 'url', placeholder: 'https://t.me/…', maxLength: STUDIO_LIMITS.link * 2 })}
        </FormField>
      </div>
      <div className={styles.pair}>
        <FormField id="studio-supply" label="Supply" error={errors.supply} help="Tokens minted, all sold on the curve">
          {input('supply', 'studio-supply', { inputMode: 'numeric' })}
        </FormField>
        <FormField
          id="studio-first-buy"
          label="First buy (SOL)"
          error={errors.firstBuy}
          help={
            request && request.firstBuy > 0n
              ? `You get at least ${formatInteger(Number(request.minTokens / 1_000_000n))} ${symbol || 'tokens'}`
              : 'Optional: buy first, before anyone'
          }
        >
          {input('firstBuy', 'studio-first-buy', { inputMode: 'decimal', placeholder: '0' })}
        </FormField>
      </div>
      <dl className={styles.costs} aria-label="What the launch costs">
        <dt>Launch fee</dt>
        <dd>0.02 SOL</dd>
        {request && request.firstBuy > 0n && (
          <>
            <dt>First buy</dt>
            <dd>{fromBaseUnits(request.firstBuy, 9)} SOL</dd>
            <dt>Token account rent</dt>
            <dd>0.00203928 SOL</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>{view.costLamports !== undefined ? `${fromBaseUnits(view.costLamports, 9)} SOL` : '–'} + network fee</dd>
      </dl>
      {connected ? (
        <button type="submit" className={styles.primary} disabled={busy || (tried && !request)}>
          {busy ? 'Launching…' : symbol ? `Launch ${symbol}` : 'Launch'}
        </button>
      ) : (
        <button type="submit" className={styles.primary}>
          Connect wallet to launch
        </button>
      )}
      <p className={styles.help}>
        Your token trades on a bonding curve under Jup Studio and graduates into a pool when about 85 SOL has been raised. You earn 0.05 % of every trade.
      </p>
    </form>
  );
};
