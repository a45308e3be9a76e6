import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { routeMeta } from '@/app/routeTable';
import { PageMeta } from '@/components/PageMeta';
import { useCopy } from '@/hooks/useCopy';
import { useLogger } from '@/hooks/facades';
import { CARD_HEIGHT, CARD_WIDTH, drawCard } from './drawCard';
import { type ShareCard, cardSummary } from './shareCard';
import { readShareTarget, sharePath } from './shareTarget';
import styles from './SharePage.module.css';
import { type ShareCardState, usePositionShareCard, useTokenShareCard } from './useShareCard';

const meta = routeMeta('/share');

/** A file name from the card's title, letters and digits only. */
const fileName = (card: ShareCard) => `callisto-${card.title.replace(/[^A-Za-z0-9-]+/g, '') || 'card'}.png`;

/** The card on a canvas, with Copy link and Download image. */
const CardView = ({ card, url }: { readonly card: ShareCard; readonly url: string }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const logger = useLogger();
  const { copied, copy } = useCopy('share-link', url);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) drawCard(context, card);
    else logger.warn('Share card: no 2D canvas in this browser');
  }, [card, logger]);

  const download = () => {
    if (!canvas.current) return;
    // A data URL: the image never leaves the page, and there is no object URL to let go of later.
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = fileName(card);
    link.click();
  };

  return (
    <>
      <canvas
        ref={canvas}
        className={styles.canvas}
        width={CARD_WIDTH}
        height={CARD_HEIGHT}
        role="img"
        aria-label={cardSummary(card)}
        data-testid="share-card"
      />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={copy}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <button type="button" className={styles.secondary} onClick={download}>
          Download image
        </button>
      </div>
      <code className={styles.url}>{url}</code>
    </>
  );
};

/** The card once its data is in; a clear message when there is none. */
const CardState = ({ state, url }: { readonly state: ShareCardState; readonly url: string }) =>
  state.status === 'ready' ? (
    <CardView card={state.card} url={url} />
  ) : state.status === 'loading' ? (
    <div className={styles.placeholder} aria-busy="true">
      Drawing the card…
    </div>
  ) : (
    <p className={styles.notice} role="alert">
      {state.message}
    </p>
  );

const TokenShare = ({ mint, url }: { readonly mint: string; readonly url: string }) => <CardState state={useTokenShareCard(mint)} url={url} />;

const PositionShare = ({ owner, position, url }: { readonly owner: string; readonly position: string; readonly url: string }) => (
  <CardState state={usePositionShareCard(owner, position)} url={url} />
);

/**
 * /share (issue 30 item 3): a card for a token (`?token={mint}`) or a perps position
 * (`?owner={wallet}&position={key}`), drawn in the browser from validated data, with Copy link
 * and Download image. A missing or malformed link says what is wrong.
 */
export const SharePage = () => {
  const [params] = useSearchParams();
  const query = params.toString();
  const target = useMemo(() => readShareTarget(new URLSearchParams(query)), [query]);

  return (
    <div className={styles.page}>
      <PageMeta title={meta.title} description={meta.description} />
      <h1 className={styles.title}>Share</h1>
      <p className={styles.subtitle}>
        {target.kind === 'position' ? 'A card of this position' : 'A card of this token'}, drawn in your browser. Copy the link, or download the image.
      </p>
      {target.kind === 'token' ? (
        <TokenShare mint={target.mint} url={`${window.location.origin}${sharePath(target)}`} />
      ) : target.kind === 'position' ? (
        <PositionShare owner={target.owner} position={target.position} url={`${window.location.origin}${sharePath(target)}`} />
      ) : (
        <p className={styles.notice} role="alert">
          {target.message}
        </p>
      )}
    </div>
  );
};
