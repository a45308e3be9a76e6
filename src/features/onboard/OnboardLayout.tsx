import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { LazyBannerSlot } from '@/features/network/LazyBannerSlot';
import jlp from '@/features/perps/jlp/Jlp.module.css';

/** The ways in, as the tabs name them. */
export const METHOD_TABS = [
  { to: '/onboard', label: 'All ways' },
  { to: '/onboard/cctp', label: 'CCTP' },
  { to: '/onboard/debridge', label: 'deBridge' },
  { to: '/onboard/onramp', label: 'Card' },
  { to: '/onboard/cex', label: 'Exchange' },
] as const;

/**
 * Every onboard page: its title and description, the `bridge` banner slot (spec 000 §2), the
 * heading and the tabs to the other ways in.
 */
export const OnboardLayout = ({
  title,
  heading,
  intro,
  description,
  children,
}: {
  readonly title: string;
  readonly heading: string;
  readonly intro: string;
  readonly description: string;
  readonly children: ReactNode;
}) => (
  <section className={jlp.page} aria-labelledby="onboard-title">
    <PageMeta title={title} description={description} />
    <LazyBannerSlot slot="bridge" />
    <div className={jlp.head}>
      <div>
        <h1 id="onboard-title" className={jlp.title}>
          {heading}
        </h1>
        <p className={jlp.muted}>{intro}</p>
      </div>
      <nav className={jlp.tabs} aria-label="Ways in">
        {METHOD_TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end className={jlp.tab}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
    {children}
  </section>
);
