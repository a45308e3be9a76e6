import { AppOrExternalLink } from './AppOrExternalLink';
import { useObservableEagerState } from 'observable-hooks';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icons';
import styles from './Toaster.module.css';
import { useToasts } from '@/hooks/facades';

/**
 * The toast stack: bottom-left, bottom-centre on phones; hovering a toast pauses its time.
 * It lives in its own container at the end of <body>, exempt from the inert page behind a
 * modal dialog, so toasts stay visible and usable above a dialog. Screen readers hear each toast
 * through one always-present polite live region (a region that appears with its text is often
 * not announced); the visible cards themselves are not live regions, so nothing is read twice.
 */
export const Toaster = () => {
  const toasts = useToasts();
  const list = useObservableEagerState(toasts.toasts$);
  const announcement = useObservableEagerState(toasts.announcement$);
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute('data-modal-exempt', '');
    return element;
  });
  useLayoutEffect(() => {
    document.body.append(container);
    return () => container.remove();
  }, [container]);

  return createPortal(
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {/* A new node per toast: a repeated text is announced again. */}
        <span key={announcement.seq}>{announcement.text}</span>
      </div>
      <section className={styles.stack} aria-label="Notifications">
        <ol className={styles.list}>
          {list.map((toast) => (
            <li
              key={toast.id}
              className={`${styles.toast} ${styles[toast.variant.startsWith('loading') ? 'loading' : toast.variant]}`}
              data-variant={toast.variant}
              onMouseEnter={() => toasts.pause(toast.id)}
              onMouseLeave={() => toasts.resume(toast.id)}
            >
              {toast.variant.startsWith('loading') && <span className={styles.spinner} aria-hidden="true" />}
              <div className={styles.text}>
                <strong>{toast.title}</strong>
                {toast.description && <span>{toast.description}</span>}
                {toast.link && <AppOrExternalLink href={toast.link.href}>{toast.link.label}</AppOrExternalLink>}
              </div>
              <button type="button" className={styles.close} aria-label={`Dismiss ${toast.title}`} onClick={() => toasts.dismiss(toast.id)}>
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ol>
      </section>
    </>,
    container,
  );
};
