import type { LaunchFormView } from '@streams/studio';
import styles from './Studio.module.css';
import { useImagePreview } from './useImagePreview';

/** How the token will list: its name and ticker as they will be kept (cleaned), its image and description. */
export const LaunchPreview = ({ view }: { readonly view: LaunchFormView }) => {
  const url = useImagePreview(view.fields.image);
  const name = view.kept.name || 'Your token';
  const symbol = view.kept.symbol || 'TICKER';
  const description = view.request?.description ?? view.fields.description.trim();
  return (
    <aside className={styles.preview} aria-label="Preview">
      <p className={styles.previewLabel}>Preview</p>
      <div className={styles.previewToken}>
        <div className={styles.previewIcon} aria-hidden="true">
          {url ? <img src={url} alt="" width={56} height={56} /> : <span>{Array.from(symbol)[0] ?? '?'}</span>}
        </div>
        <div className={styles.previewNames}>
          <strong>{name}</strong>
          <span>{symbol}</span>
        </div>
      </div>
      {description && <p className={styles.previewDescription}>{description}</p>}
      <div className={styles.progress} aria-hidden="true">
        <div className={styles.progressBar} style={{ width: '0%' }} />
      </div>
      <p className={styles.help}>Bonding curve 0 % · graduates at ~85 SOL</p>
    </aside>
  );
};
