import { useId, useState } from 'react';
import { useWalletVault } from '@/wallet/walletVault';
import styles from './LoginPage.module.css';

// The key check and web3.js arrive with the first restore, not with the page.
const loadRestore = () => import('@/wallet/quickAccount/restore');

/**
 * Restore a quick account from the private key Export Private Key showed. The text is checked
 * (format, length, that its halves belong together) and kept only as a field's value until it is
 * sealed; then the field is emptied and the account signs in (`onRestored`).
 */
export const RestoreForm = ({ stored, onRestored }: { readonly stored: string | null | 'checking'; readonly onRestored: () => void }) => {
  const vault = useWalletVault();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    void loadRestore()
      .then(({ restoreQuickAccount }) => restoreQuickAccount(vault, text))
      .then((result) => {
        setBusy(false);
        if (!result.ok) return setError(result.message);
        setText('');
        onRestored();
      });
  };

  return (
    <form className={styles.card} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} className={styles.heading}>
        Restore a quick account
      </h2>
      <label htmlFor={id} className={styles.label}>
        Private key
      </label>
      <textarea
        id={id}
        className={styles.secret}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        rows={3}
        placeholder="The key Export Private Key showed"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.note}>
          {typeof stored === 'string'
            ? 'This browser keeps a quick account already; only that account’s key restores here, unless you remove it first (Remove Quick Account in the profile drawer).'
            : 'Your key is encrypted on this device and never sent anywhere.'}
        </p>
      )}
      <button type="submit" className={styles.secondary} disabled={busy || text.trim() === ''}>
        {busy ? 'Restoring…' : 'Restore'}
      </button>
    </form>
  );
};
