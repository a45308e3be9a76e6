import { latencyTone } from '@streams/solana';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useRpcChoice } from '@/hooks/facades';
import styles from '../SwapPage.module.css';

/**
 * RPC Endpoint (spec 001 §2.3, §7, §9): the built-in choices with each one's getHealth latency,
 * refreshed every 5 s while the dialog is open (T36) and coloured; the choice is stored and the
 * next read or send goes to it.
 */
export const RpcChoice = () => {
  const choice = useRpcChoice();
  const stored = useObservableEagerState(choice.selected.value$);
  const latencies = useObservableState(choice.latencies$);
  const current = stored.url !== undefined && choice.options.some((option) => option.url === stored.url) ? stored.url : choice.current();
  return (
    <fieldset className={styles.rpcList}>
      <legend className={styles.settingsLabel}>RPC Endpoint</legend>
      {choice.options.map((option) => {
        const latency = latencies?.get(option.url);
        return (
          <label key={option.id} className={styles.rpcRow} data-selected={option.url === current || undefined}>
            <input type="radio" name="rpc" checked={option.url === current} onChange={() => choice.selected.update({ url: option.url })} />
            <span className={styles.rpcName}>
              {option.name}
              <span className={styles.settingsNote}>{option.url}</span>
            </span>
            <span className={styles.latency} data-tone={latencyTone(latency)} data-testid={`latency-${option.id}`}>
              {latency === undefined ? '…' : latency === 'down' ? 'down' : `${Math.round(latency)} ms`}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
};
