import { type SyntheticEvent, memo } from 'react';
import { fallbackIcon, iconUrl } from '@/format/iconUrl';
import styles from './TokenIcon.module.css';
import { useAppConfig } from '@/hooks/facades';

const useFallback = (event: SyntheticEvent<HTMLImageElement>) => {
  const image = event.currentTarget;
  if (!image.src.endsWith(fallbackIcon)) image.src = fallbackIcon;
};

/** A token's icon through the image rule; a broken or missing icon shows the fallback. */
export const TokenIcon = memo(({ icon, size = 32 }: { readonly icon: string | null | undefined; readonly size?: number }) => {
  const config = useAppConfig();
  return (
    <img
      className={styles.icon}
      src={iconUrl(icon, config.endpoints.imageProxy, Math.max(48, size))}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      onError={useFallback}
    />
  );
});
TokenIcon.displayName = 'TokenIcon';
