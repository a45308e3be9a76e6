import { useObservableEagerState } from 'observable-hooks';
import { useStreams } from '@/app/StreamsContext';
import { Icon } from './icons';
import styles from './Toaster.module.css';

/** The toast stack: bottom-left, bottom-centre on phones; hovering a toast pauses its time. */
export const Toaster = () => {
  const { toasts } = useStreams();
  const list = useObservableEagerState(toasts.toasts$);
  return (
    <section className={styles.stack} aria-label="Notifications">
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.variant.startsWith('loading') ? 'loading' : toast.variant]}`}
          role={toast.variant === 'error' ? 'alert' : 'status'}
          onMouseEnter={() => toasts.pause(toast.id)}
          onMouseLeave={() => toasts.resume(toast.id)}
        >
          {toast.variant.startsWith('loading') && <span className={styles.spinner} aria-hidden="true" />}
          <div className={styles.text}>
            <strong>{toast.title}</strong>
            {toast.description && <span>{toast.description}</span>}
            {toast.link && (
              <a href={toast.link.href} target="_blank" rel="noopener noreferrer">
                {toast.link.label}
              </a>
            )}
          </div>
          <button type="button" className={styles.close} aria-label={`Dismiss ${toast.title}`} onClick={() => toasts.dismiss(toast.id)}>
            <Icon name="close" size={14} />
          </button>
        </div>
      ))}
    </section>
  );
};
