import { latencyProblem, latencyText, latencyTone } from '@streams/solana';
import { rpcLabel } from '@streams/swap';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useRpcChoice } from '@/hooks/facades';
import styles from '../SwapPage.module.css';
import { CustomRpcField } from './CustomRpcField';

/**
 * RPC Endpoint (spec 001 §2.3, §7, §9): the built-in choices and the custom one saved, each with
 * its getHealth latency, refreshed every 5 s while shown (T36) and coloured, and what is wrong
 * with one that fails; then the custom RPC field. The choice is stored and the next read, send
 * or subscription goes to it.
 */
export const RpcChoice = () => {
  const choice = useRpcChoice();
  const current = useObservableEagerState(choice.current$);
  const custom = useObservableEagerState(choice.custom$);
  const latencies = useObservableState(choice.latencies$);
  const rows = [
    ...choice.options.map((option) => ({ ...option, label: option.url })),
    ...(custom === undefined ? [] : [{ id: 'custom', name: 'Custom RPC', url: custom, label: rpcLabel(custom) }]),
  ];
  return (
    <>
      <fieldset className={styles.rpcList}>
        <legend className={styles.settingsLabel}>RPC Endpoint</legend>
        {rows.map((row) => {
          const latency = latencies?.get(row.url);
          const problem = latencyProblem(latency);
          return (
            <label key={row.id} className={styles.rpcRow} data-selected={row.url === current || undefined}>
              <input type="radio" name="rpc" checked={row.url === current} onChange={() => choice.selected.update({ url: row.url })} />
              <span className={styles.rpcName}>
                {row.name}
                <span className={styles.settingsNote}>{row.label}</span>
                {problem === undefined ? null : (
                  <span className={styles.rpcProblem} data-testid={`rpc-problem-${row.id}`}>
                    {problem}
                  </span>
                )}
              </span>
              <span className={styles.latency} data-tone={latencyTone(latency)} data-testid={`latency-${row.id}`}>
                {latencyText(latency)}
              </span>
            </label>
          );
        })}
      </fieldset>
      <CustomRpcField />
    </>
  );
};
