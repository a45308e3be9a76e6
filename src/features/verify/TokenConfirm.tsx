import type { TokenCheck } from '@streams/verify';
import { Link } from 'react-router';
import { shortAddress } from '@/format/address';
import styles from './Verify.module.css';

type Found = Extract<TokenCheck, { readonly status: 'found' }>;

/** The token the typed mint is, for the user to confirm: its name and symbol, where they were read, and whether it is verified already. */
export const TokenConfirm = ({ token }: { readonly token: Found }) => (
  <div className={styles.token} data-testid="verify-token">
    <p className={styles.tokenName}>
      <strong>{token.name}</strong> <span className={styles.symbol}>{token.symbol}</span>
      {token.verified && (
        <span className={styles.verified} role="img" aria-label="Verified">
          ✓
        </span>
      )}
    </p>
    <p className={styles.help}>
      {shortAddress(token.mint)} · {token.fromMetadata ? 'name and symbol from the mint’s metadata' : 'name and symbol from the market data'}
    </p>
    {token.verified && (
      <p className={styles.done}>
        This token is already verified: it carries the tick across the app. <Link to={`/tokens/${token.mint}`}>Open its page</Link>
      </p>
    )}
  </div>
);
