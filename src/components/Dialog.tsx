import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';
import { Icon } from './icons';

interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Accessible name; shown as the heading unless `hideTitle`. */
  readonly title: string;
  readonly hideTitle?: boolean;
  readonly children: ReactNode;
  /** Focused on open instead of the first focusable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly placement?: 'center' | 'top' | 'left' | 'right';
  readonly width?: number;
  /** A visible close button in the corner, for touch screens. */
  readonly closeButton?: boolean;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in on open, Tab stays inside, Escape and the backdrop close it,
 * and focus returns to where it was on close.
 */
export const Dialog = ({ open, onClose, title, hideTitle, children, initialFocus, placement = 'center', width, closeButton }: DialogProps) => {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(focusable) ?? panel.current;
    target?.focus();
    return () => opener?.focus();
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={`${styles.backdrop} ${styles[placement]}`} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={width ? { width } : undefined}
      >
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        {closeButton && (
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <Icon name="close" size={20} />
          </button>
        )}
        {children}
      </div>
    </div>
  );
};
