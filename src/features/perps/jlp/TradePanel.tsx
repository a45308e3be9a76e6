import { JLP_DECIMALS, JLP_MINT, jlpCustodies } from '@streams/catalogues';
import { JLP_SLIPPAGE_BPS, type JlpMode, type JlpPool, jlpFormModel } from '@streams/jlp/feature';
import { useId, useMemo, useState } from 'react';
import { useTxCommand } from '@/hooks/useTxCommand';
import lend from '@/features/lend/Lend.module.css';
import styles from './Jlp.module.css';
import { AmountField } from './AmountField';
import { formatBps, formatMicroUsd, formatTokens } from './jlpFormat';
import { useHeld, useJlp, useJlpBusy } from '../useJlp';

/**
 * Buy JLP with any of the pool's tokens, or sell it for one. The form's model (streams/jlp/jlpForm.ts)
 * prices it on the pool shown with the fee by weight and says what is wrong; the least accepted
 * (0.5 % under the quote) is what the pre-sign check holds the transaction to.
 */
export const TradePanel = ({ pool, owner }: { readonly pool: JlpPool; readonly owner: string | undefined }) => {
  const jlp = useJlp();
  const busy = useJlpBusy();
  const { running, follow } = useTxCommand();
  const [mode, setMode] = useState<JlpMode>('buy');
  const [mint, setMint] = useState(jlpCustodies.find((custody) => custody.symbol === 'USDC')?.mint ?? '');
  const [text, setText] = useState('');
  const id = useId();
  const token = jlpCustodies.find((custody) => custody.mint === mint);
  const tokenHeld = useHeld(owner, mint);
  const jlpHeld = useHeld(owner, JLP_MINT);
  const balance = mode === 'buy' ? tokenHeld : jlpHeld;
  const model = useMemo(
    () => jlpFormModel({ mode, text, mint, pool, balance, connected: owner !== undefined, busy: busy || running !== undefined }),
    [mode, text, mint, pool, balance, owner, busy, running],
  );
  const symbol = token?.symbol ?? '';
  const spends = mode === 'buy' ? symbol : 'JLP';
  const outDecimals = mode === 'buy' ? JLP_DECIMALS : (token?.decimals ?? 0);
  const outSymbol = mode === 'buy' ? 'JLP' : symbol;
  const submit = () => {
    if (!model.button.enabled || !model.quote || !token) return;
    const request = {
      token: { mint: token.mint, symbol: token.symbol, decimals: token.decimals },
      label: mode === 'buy' ? `Buy JLP with ${symbol}` : `Sell JLP for ${symbol}`,
    };
    follow(
      mode === 'buy'
        ? jlp.buy({ ...request, amount: model.amount, minJlp: model.quote.minOut })
        : jlp.sell({ ...request, jlp: model.amount, minOut: model.quote.minOut }),
    );
    setText('');
  };
  return (
    <section className={styles.panel} aria-labelledby="jlp-trade">
      <div className={styles.row}>
        <h2 id="jlp-trade" className={styles.subtitle}>
          {mode === 'buy' ? 'Buy JLP' : 'Sell JLP'}
        </h2>
        <div className={styles.segmented} role="group" aria-label="Buy or sell">
          {(['buy', 'sell'] as const).map((next) => (
            <button
              key={next}
              type="button"
              className={styles.tab}
              aria-pressed={mode === next}
              onClick={() => {
                setMode(next);
                setText('');
              }}
            >
              {next === 'buy' ? 'Buy' : 'Sell'}
            </button>
          ))}
        </div>
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.tokens} role="group" aria-label={mode === 'buy' ? 'Pay with' : 'Receive'}>
          <span className={styles.muted}>{mode === 'buy' ? 'Pay with' : 'Receive'}</span>
          {jlpCustodies.map((custody) => (
            <button key={custody.mint} type="button" className={styles.chip} aria-pressed={custody.mint === mint} onClick={() => setMint(custody.mint)}>
              {custody.symbol}
            </button>
          ))}
        </div>
        <AmountField
          id={id}
          label={mode === 'buy' ? `You pay (${symbol})` : 'You sell (JLP)'}
          note={`Balance: ${balance === undefined ? '–' : formatTokens(balance, model.decimals, spends)}`}
          symbol={spends}
          decimals={model.decimals}
          value={text}
          onChange={setText}
          max={balance}
          invalid={model.problem !== undefined}
        />
        <dl className={styles.quote} aria-label="Quote">
          <div>
            <dt>You receive</dt>
            <dd data-testid="jlp-receive">{model.quote ? `≈ ${formatTokens(model.quote.out, outDecimals, outSymbol)}` : '–'}</dd>
          </div>
          <div>
            <dt>Fee</dt>
            <dd data-testid="jlp-fee">{model.quote ? `${formatBps(model.quote.feeBps)} (${formatMicroUsd(model.quote.feeMicro)})` : '–'}</dd>
          </div>
          <div>
            <dt>Minimum received</dt>
            <dd>{model.quote ? formatTokens(model.quote.minOut, outDecimals, outSymbol) : '–'}</dd>
          </div>
        </dl>
        <p className={lend.message} role="status">
          {model.problem ?? ''}
        </p>
        <button type="submit" className={styles.button} disabled={!model.button.enabled}>
          {model.button.label}
        </button>
        <p className={styles.hint}>
          Fees by weight, as the pool charges: {formatBps(pool.baseFeeBps)} on every buy and sell, up to {formatBps(pool.taxBps)} more when the token moves
          further from its target weight, less (down to nothing) when it moves closer. You get at least the minimum ({formatBps(JLP_SLIPPAGE_BPS)} under the
          quote) or the transaction is not signed.
        </p>
      </form>
    </section>
  );
};
