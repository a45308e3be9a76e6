import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { ExportKeyDialog } from '@/features/profile/ExportKeyDialog';
import card from '@/components/PromptCard.module.css';
import styles from './BackupPrompt.module.css';
import { persistenceText } from './persistenceText';
import { useKeyBackup } from './useKeyBackup';

/**
 * Once a quick account holds funds, the user is asked once to back its key up (issue 11 item 5):
 * the key lives only in this browser. 'Export Private Key' opens the export dialog (revealing
 * the key counts as the backup); 'Not now' dismisses the prompt for good. Both are remembered
 * per account. The prompt also says whether the browser agreed to keep its storage.
 */
export const BackupPrompt = () => {
  const backup = useKeyBackup();
  const prompt = useObservableState(backup.prompt$, undefined);
  const persistence = useObservableEagerState(backup.persistence$);
  // Kept apart from the prompt: revealing the key ends the prompt, not the dialog showing it.
  const [exporting, setExporting] = useState<string | undefined>(undefined);
  return (
    <>
      {prompt && exporting === undefined && (
        <aside className={`${card.card} ${card.right} ${styles.prompt}`} aria-labelledby="backup-prompt-title">
          <h2 id="backup-prompt-title" className={card.title}>
            Back up your quick account
          </h2>
          <p className={card.text}>
            Its private key lives only in this browser. If the browser&apos;s data is cleared or this device is lost, the wallet and its funds cannot be
            recovered without a backup.
          </p>
          <p className={card.muted}>{persistenceText(prompt.persistence)}</p>
          <div className={card.actions}>
            <button type="button" className={card.primary} onClick={() => setExporting(prompt.address)}>
              Export Private Key
            </button>
            <button type="button" className={card.secondary} onClick={() => backup.dismiss(prompt.address)}>
              Not now
            </button>
          </div>
        </aside>
      )}
      {exporting !== undefined && (
        <ExportKeyDialog
          open
          onClose={() => setExporting(undefined)}
          address={exporting}
          onRevealed={() => backup.exported(exporting)}
          persistence={persistence}
        />
      )}
    </>
  );
};
