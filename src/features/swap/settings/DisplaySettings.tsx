import { EXPLORERS, READS_CUSTOM_CLUSTER } from '@streams/core';
import { defaultCurrencies } from '@streams/shell';
import { useObservableEagerState } from 'observable-hooks';
import pills from '@/components/Pills.module.css';
import { useAppConfig } from '@/hooks/facades';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';
import { useDisplayCurrency } from '@/hooks/useMoney';
import styles from '../SwapPage.module.css';

const CURRENCY_NAMES = { USDC: 'USD', SOL: 'SOL' } as const;

/**
 * Default Currency and Preferred Explorer (spec 001 §2.3): values across the app show in USD
 * or SOL; every transaction, account and token link opens the chosen explorer.
 */
export const DisplaySettings = () => {
  const currency = useDisplayCurrency();
  const chosenCurrency = useObservableEagerState(currency.choice.value$).currency;
  const explorer = useExplorerLinks();
  const chosenExplorer = explorer.preferred.current().explorer;
  const simulated = useAppConfig().profile === 'sim';
  return (
    <>
      <h3 className={styles.settingsLabel}>Default Currency</h3>
      <div className={pills.pills} role="tablist" aria-label="Default Currency" style={{ padding: '0 0 4px' }}>
        {defaultCurrencies.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            className={pills.pill}
            aria-selected={chosenCurrency === option}
            onClick={() => currency.choice.update({ currency: option })}
          >
            {CURRENCY_NAMES[option]}
          </button>
        ))}
      </div>
      <p className={styles.settingsNote}>Prices, balances and market values show in {CURRENCY_NAMES[chosenCurrency]}. Perps stay in USD.</p>
      <fieldset className={styles.rpcList}>
        <legend className={styles.settingsLabel}>Preferred Explorer</legend>
        {EXPLORERS.map((option) => (
          <label key={option.id} className={styles.rpcRow} data-selected={option.id === chosenExplorer || undefined}>
            <input type="radio" name="explorer" checked={option.id === chosenExplorer} onChange={() => explorer.preferred.update({ explorer: option.id })} />
            <img src={option.image} alt="" width={18} height={18} className={styles.explorerIcon} />
            <span className={styles.rpcName}>
              {option.name}
              {simulated && !READS_CUSTOM_CLUSTER.has(option.id) ? <span className={styles.settingsNote}>Cannot read the simulator's chain</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
    </>
  );
};
