import { useObservableEagerState } from 'observable-hooks';
import styles from '../SwapPage.module.css';
import { useSwapStreams } from '../useSwapStreams';
import { DexExclusions } from './DexExclusions';
import { SettingToggle } from './SettingToggle';

/** Route settings: each changes what the quote asks for, at once. */
export const RouteSettings = () => {
  const swap = useSwapStreams();
  const settings = useObservableEagerState(swap.settings.value$);
  return (
    <>
      <h3 className={styles.settingsLabel}>Routing</h3>
      <SettingToggle
        label="Direct routes only"
        hint="One pool per swap: simpler, often a worse price."
        checked={settings.directRoutesOnly}
        onChange={(on) => swap.settings.update({ directRoutesOnly: on })}
      />
      <SettingToggle
        label="Restrict intermediate tokens"
        hint="Route only through liquid, well-known tokens."
        checked={settings.restrictIntermediateTokens}
        onChange={(on) => swap.settings.update({ restrictIntermediateTokens: on })}
      />
      <DexExclusions />
    </>
  );
};
