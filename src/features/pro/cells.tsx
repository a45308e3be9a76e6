import type { CSSProperties } from 'react';
import { launchpadById } from '@streams/catalogues';
import { organicTone, type ScoreTone, securityScore } from '@streams/market';
import type { Asset } from '@streams/schemas';
import styles from './cells.module.css';
import { useLinks } from '@/hooks/facades';

const toneClass = (tone: ScoreTone) => styles[tone];

export const BondingBar = ({ value }: { readonly value: number | null | undefined }) => {
  if (value === null || value === undefined) return <span className={styles.muted}>–</span>;
  const percent = Math.max(0, Math.min(100, value));
  return (
    <span className={styles.bonding} title={`Bonding curve ${percent.toFixed(1)}%`}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.bondingText}>{percent >= 100 ? 'Bonded' : `${Math.floor(percent)}%`}</span>
    </span>
  );
};

export const SecurityBadge = ({ asset }: { readonly asset: Asset }) => {
  const { score, tone } = securityScore(asset);
  return (
    <span className={`${styles.badge} ${toneClass(tone)}`} title="Security: mint authority disabled, freeze authority disabled, top holders under 15%">
      {score}/3
    </span>
  );
};

export const OrganicBadge = ({ label }: { readonly label: string | null | undefined }) =>
  label ? <span className={`${styles.badge} ${toneClass(organicTone(label))}`}>{label}</span> : <span className={styles.muted}>–</span>;

export const LaunchpadChip = ({ id }: { readonly id: string | null | undefined }) => {
  const launchpad = launchpadById(id);
  if (!launchpad) return null;
  return (
    <span className={styles.launchpad} title={launchpad.label} style={{ '--launchpad': launchpad.color } as CSSProperties}>
      {launchpad.icon}
    </span>
  );
};

const socialLabels = [
  ['twitter', 'X'],
  ['telegram', 'TG'],
  ['website', 'Web'],
] as const;

/** Social links, https only; clicks stay on the link instead of opening the row. */
export const Socials = ({ asset, symbol }: { readonly asset: Asset; readonly symbol: string }) => {
  const links = useLinks();
  return (
    <span className={styles.socials}>
      {socialLabels.map(([field, label]) => {
        const href = links.external(asset[field], `${field} of ${asset.id}`);
        return href ? (
          <a
            key={field}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.social}
            aria-label={`${symbol} on ${label}`}
            onClick={(event) => event.stopPropagation()}
          >
            {label}
          </a>
        ) : null;
      })}
    </span>
  );
};
