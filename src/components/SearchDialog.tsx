import { useRef, useState } from 'react';
import { Dialog } from './Dialog';
import { Icon } from './icons';
import styles from './SearchDialog.module.css';

export const searchPlaceholder = 'Search token or paste address. Use "quotes" for an exact match';

/**
 * The token search dialog (spec 000 §2). This is its shell: the input, the Esc button and
 * keyboard behaviour. Results, history and the trending list arrive with the search streams.
 */
export const SearchDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  return (
    <Dialog open={open} onClose={onClose} title="Search tokens" hideTitle initialFocus={input} placement="top" width={640}>
      <div className={styles.bar}>
        <Icon name="search" size={18} />
        <input
          ref={input}
          className={styles.input}
          type="search"
          aria-label="Search tokens or wallet"
          placeholder={searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="button" className={styles.esc} onClick={onClose} aria-label="Close search">
          Esc
        </button>
      </div>
      <p className={styles.hint}>
        {text.trim() === ''
          ? 'Find any token by name, symbol or mint address, or paste a wallet address.'
          : 'Token results will appear here once search is connected to the market data service.'}
      </p>
    </Dialog>
  );
};
