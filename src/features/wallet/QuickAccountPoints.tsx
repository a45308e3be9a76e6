import styles from './ConnectPanel.module.css';

/** The three points of 'About Quick Accounts' (spec 001 §2.5), in its dialog and on /login. */
export const QuickAccountPoints = () => (
  <ul className={styles.points}>
    <li>
      <strong>Quickest way to trade.</strong> Transactions are signed for you: no wallet pop-ups.
    </li>
    <li>
      <strong>Easy onboarding.</strong> Sign up with social, e-mail or web3 login; here a key is made in your browser.
    </li>
    <li>
      <strong>Secure and non-custodial.</strong> Your key stays encrypted on this device, and you can export it at any time.
    </li>
  </ul>
);
