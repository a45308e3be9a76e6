import { type ClaimLinkKind, readClaimFragment } from '@streams/send';
import { useLocation } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { useWalletSession } from '@/hooks/facades';
import { ClaimView } from './ClaimView';
import { ConnectNotice } from './ConnectNotice';
import { LinkMaker } from './LinkMaker';
import styles from './SendPage.module.css';
import { SentLinks } from './SentLinks';

interface Framing {
  readonly title: string;
  readonly heading: string;
  readonly subtitle: string;
  readonly description: string;
}

const FRAMINGS: Record<Exclude<ClaimLinkKind, 'send'>, Framing> = {
  gift: {
    title: 'Gift',
    heading: 'Send a gift',
    subtitle: 'Wrap any token of your wallet in a link. Whoever opens it claims the gift, no address needed; until then you can take it back.',
    description: 'Send a token gift by link.',
  },
  invite: {
    title: 'Invite',
    heading: 'Invite a friend',
    subtitle: 'Give a friend a little SOL to start trading. They open the link, create a quick account in seconds and claim it.',
    description: 'Invite a friend with a gift of SOL.',
  },
};

/**
 * /gift and /invite: with a link's fragment, the recipient's claim page; without one, the
 * sender's page, which makes links framed as a gift or an invite and lists those sent.
 */
export const LinkPage = ({ kind }: { readonly kind: Exclude<ClaimLinkKind, 'send'> }) => {
  const { hash } = useLocation();
  const session = useWalletSession();
  const framing = FRAMINGS[kind];
  const opened = readClaimFragment(hash).status !== 'none';
  return (
    <div className={styles.page}>
      <PageMeta title={framing.title} description={framing.description} />
      {opened ? (
        <ClaimView kind={kind} />
      ) : (
        <>
          <h1 className={styles.title}>{framing.heading}</h1>
          <p className={styles.subtitle}>{framing.subtitle}</p>
          {session.status === 'connected' ? (
            <>
              <LinkMaker key={session.publicKey} owner={session.publicKey} kind={kind} />
              <SentLinks owner={session.publicKey} />
            </>
          ) : (
            <ConnectNotice text={kind === 'invite' ? 'Connect a wallet to invite from it.' : 'Connect a wallet to send a gift from it.'} />
          )}
        </>
      )}
    </div>
  );
};

export const GiftPage = () => <LinkPage kind="gift" />;
export const InvitePage = () => <LinkPage kind="invite" />;
