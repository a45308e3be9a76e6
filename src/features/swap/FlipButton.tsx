import { SwapIcon } from './swapIcons';
import styles from './SwapPage.module.css';

/** The ⇅ between a form's two token panels (swap, limit and recurring): swaps the pair. */
export const FlipButton = ({ onFlip, disabled }: { readonly onFlip: () => void; readonly disabled: boolean }) => (
  <div className={styles.flipRow}>
    <button type="button" className={styles.flip} onClick={onFlip} aria-label="Flip tokens" disabled={disabled}>
      <SwapIcon name="flip" size={18} />
    </button>
  </div>
);
