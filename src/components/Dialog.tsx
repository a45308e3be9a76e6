import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';
import { Icon } from './icons';
import { isTopModal, openModal } from './modalLayer';

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
 * The one modal dialog of the app. It renders into its own container at the end of <body>
 * (modalLayer.ts), which makes the page behind inert while it is open and gives Escape to the
 * top dialog wherever focus is, even after the focused control inside has gone. Focus moves in
 * on open, Tab wraps inside the panel, a press on the backdrop closes, and focus returns to
 * the opener on close.
 */
export const Dialog = (props: DialogProps) => (props.open ? <OpenDialog {...props} /> : null);

const OpenDialog = ({ onClose, title, hideTitle, children, initialFocus, placement = 'center', width, closeButton }: DialogProps) => {
  const [container] = useState(() => document.createElement('div'));
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The latest onClose, without re-running the open/close effect on every render.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.append(container);
    const close = openModal(container);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopModal(container)) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      close();
      container.remove();
      opener?.focus();
    };
  }, [container]);

  useEffect(() => {
    const target = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(focusable) ?? panel.current;
    target?.focus();
  }, [initialFocus]);

  const onKeyDown = (event: React.KeyboardEvent) => {
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

  return createPortal(
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
    </div>,
    container,
  );
};
