import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOverlay } from '@/hooks/useOverlay';

/** A path of this app ('/transaction/…'), not a URL: '//host' is another site. */
export const isAppPath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * A link that may lead inside the app or out of it (a transaction link goes to the explorer, or
 * to the app's own page when the explorer cannot read the chain): inside, a router link in the
 * same tab, which closes the open overlay (a toast's link under the drawer, an activity row in
 * it) so that its page shows; outside, a new tab that gets no handle on this one.
 */
export const AppOrExternalLink = ({
  href,
  className,
  label,
  children,
}: {
  readonly href: string;
  readonly className?: string | undefined;
  readonly label?: string | undefined;
  readonly children: ReactNode;
}) => {
  const [, overlays] = useOverlay();
  return isAppPath(href) ? (
    <Link to={href} className={className} aria-label={label} onClick={() => overlays.close()}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
};
