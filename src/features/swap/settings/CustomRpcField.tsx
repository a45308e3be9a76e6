import { useObservableEagerState } from 'observable-hooks';
import { useId, useMemo } from 'react';
import fields from '@/components/transfer/TransferFields.module.css';
import { useRpcChoice } from '@/hooks/facades';
import styles from '../SwapPage.module.css';

/**
 * The custom RPC URL (spec 001 §2.3): 'URL is invalid!' for what is not a URL, the security
 * policy's refusal for a host it does not allow, Save disabled on either. The check is the
 * stream model's (swap/customRpcForm.ts); the allowed hosts are the CSP's own list.
 */
export const CustomRpcField = () => {
  const choice = useRpcChoice();
  const form = useMemo(() => choice.customForm(), [choice]);
  const view = useObservableEagerState(form.view$);
  const id = useId();
  return (
    <form
      className={styles.customRpc}
      aria-label="Custom RPC"
      onSubmit={(event) => {
        event.preventDefault();
        form.save();
      }}
    >
      <label className={styles.settingsLabel} htmlFor={`${id}-url`}>
        Custom RPC URL
      </label>
      <div className={styles.customRpcRow}>
        <input
          id={`${id}-url`}
          className={fields.field}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={choice.profile === 'sim' ? 'http://localhost:8899' : 'https://mainnet.helius-rpc.com/?api-key=…'}
          value={view.text}
          aria-invalid={view.message !== undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => form.setText(event.target.value)}
        />
        <button type="submit" className={styles.preset} disabled={!view.canSave}>
          Save
        </button>
      </div>
      {view.message === undefined ? (
        <p id={`${id}-note`} className={styles.settingsNote}>
          Allowed: {choice.customAllowed}.
        </p>
      ) : (
        <p id={`${id}-note`} className={styles.rpcProblem} role="status">
          {view.message}
        </p>
      )}
    </form>
  );
};
