import styles from './ChartCredit.module.css';

/**
 * The credit lightweight-charts' licence asks for when its logo is off: TradingView's attribution
 * notice and a link to their site, under each chart.
 */
export const ChartCredit = () => (
  <p className={styles.credit}>
    Charts by{' '}
    <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
      TradingView Lightweight Charts™
    </a>{' '}
    · © TradingView, Inc.
  </p>
);
