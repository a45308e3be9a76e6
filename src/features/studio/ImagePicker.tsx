import type { StudioImage } from '@streams/studio';
import styles from './Studio.module.css';
import { useImagePreview } from './useImagePreview';

/** The token image: a file the form reads into bytes and checks (size, then its bytes' type). */
export const ImagePicker = ({
  image,
  error,
  onPick,
  onClear,
}: {
  readonly image: StudioImage | undefined;
  readonly error: string | undefined;
  readonly onPick: (bytes: Uint8Array, fileName: string) => void;
  readonly onClear: () => void;
}) => {
  const url = useImagePreview(image);
  const pick = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onPick(new Uint8Array(await file.arrayBuffer()), file.name);
  };
  return (
    <div className={styles.imageRow}>
      <div className={styles.imageBox} aria-hidden="true">
        {url ? <img src={url} alt="" width={72} height={72} /> : <span>No image</span>}
      </div>
      <div className={styles.imageControls}>
        <label className={styles.fileButton}>
          {image ? 'Change image' : 'Upload image'}
          <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(event) => void pick(event)} aria-describedby="studio-image-help" />
        </label>
        {image && (
          <button type="button" className={styles.linkButton} onClick={onClear}>
            Remove
          </button>
        )}
        <p id="studio-image-help" className={error ? styles.error : styles.help} role={error ? 'alert' : undefined}>
          {error ?? (image ? image.fileName : 'PNG, JPEG, WebP or GIF, at most 256 KB. Square looks best.')}
        </p>
      </div>
    </div>
  );
};
