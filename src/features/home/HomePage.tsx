import { Link, useLocation } from 'react-router';
import { homeRoute, routeMeta } from '@/app/routeTable';
import { PageMeta } from '@/components/PageMeta';
import styles from './HomePage.module.css';

const areas = [
  { to: '/swap', name: 'Swap', text: 'Best-route swaps with quotes that stream as you type.' },
  { to: '/pro', name: 'Pro', text: 'Live token lists: new launches, graduations, trending and top traded.' },
  { to: '/perps', name: 'Perps', text: 'SOL, ETH and BTC oracle prices every second, with live candles.' },
  { to: '/lend/earn', name: 'Lend', text: 'Earn yield on idle tokens, or borrow against them.' },
  { to: '/portfolio', name: 'Portfolio', text: 'Holdings, orders and positions of your wallet.' },
  { to: '/trigger', name: 'Limit & Recurring', text: 'Buy at your price, or average in on a schedule.' },
] as const;

/** The home page, at / and at /_app (the installed app's entry), each with its own title from the route table. */
export const HomePage = () => {
  const meta = useLocation().pathname === '/_app' ? routeMeta('/_app') : homeRoute;
  return (
    <section aria-labelledby="home-title">
      <PageMeta title={meta.title} description={meta.description} />
      <div className={styles.hero}>
        <h1 id="home-title" className={styles.title}>
          Trade Solana in real time
        </h1>
        <p className={styles.lead}>{homeRoute.description}</p>
        <div className={styles.ctas}>
          <Link to="/swap" className={styles.primary}>
            Start swapping
          </Link>
          <Link to="/pro" className={styles.secondary}>
            Explore live tokens
          </Link>
        </div>
        <p className={styles.tip}>
          Press <kbd>/</kbd> anywhere to search tokens.
        </p>
      </div>
      <ul className={styles.grid} aria-label="Areas">
        {areas.map((area) => (
          <li key={area.to}>
            <Link to={area.to} className={styles.card}>
              <span className={styles.cardName}>{area.name}</span>
              <span className={styles.cardText}>{area.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
