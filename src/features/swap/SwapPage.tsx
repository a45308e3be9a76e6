import { useObservableState } from 'observable-hooks';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Dialog } from '@/components/Dialog';
import { PageMeta } from '@/components/PageMeta';
import { NamesakeChooser } from './NamesakeChooser';
import { SwapCard } from './SwapCard';
import { SwapPanels } from './SwapPanels';
import styles from './SwapPage.module.css';
import { useSwapStreams } from './useSwapStreams';
import { LazyBannerSlot } from '@/features/network/LazyBannerSlot';

/**
 * /swap and /swap/:pair (spec 001 §2.2, §5). The page gives the swap form (streams/swap/
 * swapForm.ts) its address and replaces the address with the canonical one the form asks for;
 * the form resolves the address, keeps the pair, amount, quote and button, and never resolves an
 * address it wrote itself, so nothing loops and nothing remounts.
 */
export const SwapPage = () => {
  const swap = useSwapStreams();
  const form = useMemo(() => swap.form(), [swap]);
  const state = useObservableState(form.state$);
  const { pair } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => form.location({ pathname: location.pathname, search: location.search, pair }), [form, location.pathname, location.search, pair]);

  // Each address the form asks for, once (its sequence number), when the page is not there yet.
  const applied = useRef(0);
  const address = state?.address;
  useEffect(() => {
    if (!address || address.seq === applied.current) return;
    applied.current = address.seq;
    if (address.path !== here) void navigate(address.path, { replace: true });
  }, [address, here, navigate]);

  const notFound = state?.notFound;
  const choosing = state?.choosing;
  return (
    <div className={`${styles.page} ${styles.withPanels}`}>
      <PageMeta title="Swap" description="Swap any two Solana tokens at the best route." />
      <div className={styles.cardArea}>
        <SwapCard form={form} state={state} />
      </div>
      <div className={styles.panelsArea}>{state?.sell && state.buy && <SwapPanels sell={state.sell} buy={state.buy} />}</div>
      {/* After the card and the panels (SwapPage.module.css): a banner that arrives late moves nothing. */}
      <div className={styles.bannerArea}>
        <LazyBannerSlot slot="swap" />
      </div>
      {choosing && <NamesakeChooser choice={choosing} onConfirm={form.confirmChoice} onClose={form.dismissNotFound} />}
      {notFound && (
        <Dialog open onClose={form.dismissNotFound} title={notFound.title} width={420}>
          <p className={styles.settingsNote}>{notFound.description}</p>
          <button type="button" className={styles.mainButton} data-kind="swap" onClick={form.dismissNotFound}>
            Close
          </button>
        </Dialog>
      )}
    </div>
  );
};
