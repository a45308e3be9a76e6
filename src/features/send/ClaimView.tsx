import { CLAIM_FEE_LAMPORTS, type ClaimLinkKind, LINK_MESSAGES, type OpenedLink, readClaimFragment } from '@streams/send';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { fromBaseUnits } from '@/components/amount/baseUnits';
import { useTokenSymbol } from '@/features/profile/useTokenSymbol';
import { useWalletSession } from '@/hooks/facades';
import { useOverlay } from '@/hooks/useOverlay';
import { useTxCommand } from '@/hooks/useTxCommand';
import { GroupedAddress } from './RecipientCheck';
import styles from './Links.module.css';
import { useOpenedLink, useSend } from './useSend';

type Waiting = Extract<OpenedLink, { status: 'unclaimed' }>;

const HEADINGS: Record<ClaimLinkKind, string> = {
  send: 'Someone sent you tokens',
  gift: 'You have a gift',
  invite: 'You are invited to Callisto',
};

/** What waits on the link, in words: the token, or the SOL that arrives once the claim's fee is paid. */
const useWaitingText = (link: Waiting): string => {
  const { token } = link.holdings;
  const symbol = useTokenSymbol(token?.mint);
  if (token) return `${fromBaseUnits(token.amount, token.decimals)} ${symbol}`;
  const arriving = link.holdings.lamports > CLAIM_FEE_LAMPORTS ? link.holdings.lamports - CLAIM_FEE_LAMPORTS : 0n;
  return `${fromBaseUnits(arriving, 9)} SOL`;
};

/** The link holds something: who it goes to, and Claim (or Connect first). */
const ClaimWaiting = ({ link, seed }: { readonly link: Waiting; readonly seed: Uint8Array }) => {
  const session = useWalletSession();
  const [, overlays] = useOverlay();
  const { links } = useSend();
  const { running, follow } = useTxCommand();
  const what = useWaitingText(link);
  return (
    <div className={styles.card}>
      <p className={styles.amount} data-testid="claim-waiting">
        {what}
      </p>
      <p className={styles.note}>is waiting for you. Claiming costs you nothing: the link pays its own fee.</p>
      {session.status === 'connected' ? (
        <>
          <p className={styles.label}>It goes to your wallet</p>
          <GroupedAddress address={session.publicKey} />
          <button type="button" className={styles.primary} disabled={running !== undefined} onClick={() => follow(links.claim(seed, session.publicKey, what))}>
            {running ? 'Claiming…' : `Claim ${what}`}
          </button>
        </>
      ) : (
        <>
          <p className={styles.note}>Connect a wallet, or create a quick account in a few seconds, to receive it.</p>
          <button type="button" className={styles.primary} onClick={() => overlays.open('connect')}>
            Connect to claim
          </button>
        </>
      )}
    </div>
  );
};

/** Where the link stands once it holds nothing: claimed (perhaps by you), taken back, never funded. */
const ClaimOver = ({ link }: { readonly link: Exclude<OpenedLink, Waiting> }) => {
  const session = useWalletSession();
  const mine = link.status === 'claimed' && session.status === 'connected' && link.by === session.publicKey;
  const text =
    link.status === 'damaged'
      ? 'This link is damaged: part of it is missing or was changed. Ask the sender to copy it again.'
      : link.status === 'claimed'
        ? mine
          ? 'Claimed: it is in your wallet.'
          : LINK_MESSAGES.claimed
        : link.status === 'reclaimed'
          ? LINK_MESSAGES.reclaimed
          : link.status === 'unfunded'
            ? LINK_MESSAGES.unfunded
            : link.status === 'error'
              ? LINK_MESSAGES.unreadable
              : 'Reading the link…';
  const signature = link.status === 'claimed' || link.status === 'reclaimed' ? link.signature : undefined;
  return (
    <div className={styles.notice} role="status" data-testid="claim-over" data-status={link.status}>
      <p>{text}</p>
      {signature && <Link to={`/transaction/${signature}`}>View the transaction</Link>}
      {mine && <Link to="/portfolio">Open your portfolio</Link>}
    </div>
  );
};

/**
 * The recipient's side of a link (/gift or /invite with its fragment): what waits on it, read
 * from the ledger, and Claim into the connected wallet or quick account. The key never leaves
 * the fragment and this page: the claim is signed here.
 */
export const ClaimView = ({ kind }: { readonly kind: ClaimLinkKind }) => {
  const { hash } = useLocation();
  const fragment = useMemo(() => readClaimFragment(hash), [hash]);
  const seed = fragment.status === 'ok' ? fragment.seed : undefined;
  const opened = useOpenedLink(seed, fragment.status === 'ok' ? fragment.addressCheck : '');
  const link: OpenedLink = fragment.status === 'damaged' ? { status: 'damaged' } : opened;
  return (
    <section className={styles.claim} aria-label="Claim">
      <h1 className={styles.title}>{HEADINGS[kind]}</h1>
      {link.status === 'unclaimed' && seed ? (
        <ClaimWaiting link={link} seed={seed} />
      ) : (
        <ClaimOver link={link.status === 'unclaimed' ? { status: 'loading' } : link} />
      )}
    </section>
  );
};
