import type { PerpPosition } from '@streams/portfolio';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { formatUsd, formatUsdPrice } from '@/format/number';
import { useWalletSession, useWalletStreams } from '@/hooks/facades';
import { useOverlay } from '@/hooks/useOverlay';
import { useTxCommand } from '@/hooks/useTxCommand';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './PerpsPage.module.css';
import { positionLabel, positionName } from './positionLabels';
import { PositionsTableView } from './PositionsTable';
import { usePerpsStreams } from './usePerpsStreams';

const LOADING = { status: 'loading' } as const;

/** The wallet's positions on the previous engine, each with a Close that asks first. */
const LegacyPositions = ({ owner }: { readonly owner: string }) => {
  const perps = usePerpsStreams();
  const wallet = useWalletStreams();
  const state = useObservableState(
    useMemo(() => perps.legacy.positions$(owner), [perps, owner]),
    LOADING,
  );
  const closingKeys = useObservableEagerState(perps.actions.closing$);
  const { follow } = useTxCommand();
  const [asked, setAsked] = useState<PerpPosition | undefined>(undefined);
  const close = (position: PerpPosition) => {
    const signer = wallet.session.currentSigner();
    setAsked(undefined);
    if (!signer) return;
    follow(
      perps.actions.close({ signer, positionKey: position.positionKey, label: positionLabel(position), receiveMint: position.collateralMint ?? undefined }),
      // Landed or not, the list is read again: it says what the chain says now.
      () => perps.legacy.invalidate(owner),
    );
  };
  if (state.status === 'loading') return <p className={styles.legacyNotice}>Loading your legacy positions…</p>;
  if (state.status === 'error' && !state.last) return <p className={styles.legacyNotice}>The legacy positions could not be read. Try again in a moment.</p>;
  const positions = state.status === 'ready' ? state.value : (state.last?.value ?? []);
  if (positions.length === 0) {
    return (
      <p className={styles.legacyNotice} data-testid="legacy-none">
        This wallet has no positions on the legacy engine. <Link to="/perps">Trade on Perps</Link>
      </p>
    );
  }
  return (
    <>
      <PositionsTableView positions={positions} closing={closingKeys} onClose={setAsked} />
      {asked && (
        <ConfirmDialog title="Close position" confirmLabel="Close position" danger onConfirm={() => close(asked)} onCancel={() => setAsked(undefined)}>
          Close {positionName(asked)} on the legacy engine at the market price ({formatUsdPrice(asked.currentPrice)})? PnL now: {formatUsd(asked.pnlUsd)}.
        </ConfirmDialog>
      )}
    </>
  );
};

/**
 * /perps-legacy (issue 29 item 3): positions opened on the previous perps engine, read-only
 * but for Close (through the one transaction command, like a close on /perps); or the statement
 * that there are none. New positions open on /perps.
 */
export const LegacyPage = () => {
  const session = useWalletSession();
  const [, overlays] = useOverlay();
  return (
    <div className={styles.legacyPage}>
      <PageMeta title="Perps (legacy)" description="Positions on the previous perps engine." />
      <h1 className={styles.legacyTitle}>Perps (legacy)</h1>
      <p className={styles.legacySubtitle}>
        Positions opened on the previous perps engine. They can no longer be changed, only closed at the market price. New positions open on{' '}
        <Link to="/perps">Perps</Link>.
      </p>
      <section className={styles.legacyCard} aria-label="Legacy positions">
        {session.status === 'connected' ? (
          <LegacyPositions key={session.publicKey} owner={session.publicKey} />
        ) : (
          <div className={styles.legacyNotice}>
            <p>Connect a wallet to see its legacy positions.</p>
            <button type="button" onClick={() => overlays.open('connect')}>
              Connect wallet
            </button>
          </div>
        )}
      </section>
    </div>
  );
};
