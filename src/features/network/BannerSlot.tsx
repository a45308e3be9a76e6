import type { BannerSlot as Slot, ShownBanner } from '@streams/network';
import type { SafeLink } from '@streams/core';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { Link } from 'react-router';
import styles from './BannerSlot.module.css';
import { useNetwork } from './useNetwork';

const Countdown = ({ countdown }: { readonly countdown: NonNullable<ShownBanner['countdown']> }) => {
  const network = useNetwork();
  const parts$ = useMemo(() => network.banners.countdown$(countdown.endTime), [network, countdown.endTime]);
  const parts = useObservableState(parts$);
  if (!parts) return null;
  const [d, h, m, s] = countdown.labels;
  return (
    <p className={styles.countdown} data-testid="banner-countdown">
      {countdown.text} {parts.days}
      {d} {parts.hours}
      {h} {parts.minutes}
      {m} {parts.seconds}
      {s}
    </p>
  );
};

/** An external link opens in a new tab without a way back to this page; an in-app path stays in the app. */
const BannerLink = ({ link, className, children }: { readonly link: SafeLink; readonly className?: string; readonly children: string }) =>
  link.kind === 'internal' ? (
    <Link className={className} to={link.href}>
      {children}
    </Link>
  ) : (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );

/**
 * A product's banner slot (spec 000 §2, §4): the active banner of the static host while its rules
 * allow, with its image, title, paragraphs and their action links, buttons, the countdown in
 * d/h/m/s, and a close button that counts a dismissal. Nothing at all when there is none.
 */
export const BannerSlot = ({ slot }: { readonly slot: Slot }) => {
  const network = useNetwork();
  const banner$ = useMemo(() => network.banners.banner$(slot), [network, slot]);
  const banner = useObservableState(banner$);
  if (!banner) return null;
  return (
    <aside className={styles.banner} aria-label={`${banner.title} (promotion)`} data-testid={`banner-${slot}`}>
      {banner.imageUrl && <img className={styles.image} src={banner.imageUrl} alt="" width={48} height={48} />}
      <div className={styles.body}>
        <p className={styles.title}>{banner.title}</p>
        {banner.paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph.text}
            {paragraph.action ? (
              <>
                {' '}
                <BannerLink link={paragraph.action.link}>{paragraph.action.text}</BannerLink>
              </>
            ) : null}
          </p>
        ))}
        {banner.countdown && <Countdown countdown={banner.countdown} />}
        {banner.buttons.length > 0 && (
          <div className={styles.buttons}>
            {banner.buttons.map((button) => (
              <BannerLink key={button.text} className={styles.button} link={button.link}>
                {button.text}
              </BannerLink>
            ))}
          </div>
        )}
      </div>
      <button type="button" className={styles.close} aria-label={`Close ${banner.title}`} onClick={() => network.banners.close(banner.id)}>
        ✕
      </button>
    </aside>
  );
};
