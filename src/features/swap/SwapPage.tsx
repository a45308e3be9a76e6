import type { SwapUrlResult } from '@streams/swap/urlResolution';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Dialog } from '@/components/Dialog';
import { PageMeta } from '@/components/PageMeta';
import { type SwapPair, SwapCard } from './SwapCard';
import styles from './SwapPage.module.css';
import { type SwapAsset, pairPath, swapAssetOf } from './tokens';
import { useSwapStreams } from './useSwapStreams';

type Resolution = { readonly status: 'pending' } | { readonly status: 'ready'; readonly pair: SwapPair; readonly key: number } | { readonly status: 'not-found'; readonly title: string; readonly description: string; readonly path: string };

const pairOf = (sell: SwapAsset | undefined, buy: SwapAsset | undefined, inAmount?: string): SwapPair | undefined => (sell && buy ? { sell, buy, inAmount } : undefined);

/** The form's pair from a resolution; duplicate symbols take the first match (the choice modal is not built yet). */
const pairFrom = (result: SwapUrlResult): SwapPair | undefined => {
  const asset = (value: Parameters<typeof swapAssetOf>[0] | undefined) => (value ? swapAssetOf(value) : undefined);
  switch (result.kind) {
    case 'resolved':
      return pairOf(asset(result.sell), asset(result.buy), result.inAmount);
    case 'default':
      return pairOf(asset(result.sell), asset(result.buy));
    case 'duplicate-symbol':
      return pairOf(asset(result.sell ?? result.selling?.[0]), asset(result.buy ?? result.buying?.[0]), result.inAmount);
    default:
      return undefined;
  }
};

/**
 * /swap and /swap/:pair (spec 001 §2.2, §5): the pair in the address (path, inOut, sell, buy,
 * inAmount) resolves through the swap URL stream, the address is replaced by the canonical one,
 * and picking tokens keeps it in step.
 */
export const SwapPage = () => {
  const swap = useSwapStreams();
  const { pair: inOut } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [resolution, setResolution] = useState<Resolution>({ status: 'pending' });
  /** The address this page wrote itself: no need to resolve it again. */
  const written = useRef<string | undefined>(undefined);
  const counter = useRef(0);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (here === written.current) return;
    const query = new URLSearchParams(location.search);
    const subscription = swap.urls
      .resolve({ pathname: location.pathname, inOut: inOut ?? query.get('inOut'), sell: query.get('sell'), buy: query.get('buy'), inAmount: query.get('inAmount') })
      .subscribe((result) => {
        if (result.kind === 'skip') return;
        if (result.kind === 'not-found') {
          setResolution({ status: 'not-found', title: result.title, description: result.description, path: result.path });
          return;
        }
        const pair = pairFrom(result);
        if (!pair) return;
        setResolution({ status: 'ready', pair, key: ++counter.current });
        // A bare /swap keeps its address (the default pair needs none); anything else is made canonical.
        const canonical = pairPath(pair.sell, pair.buy);
        const bare = location.pathname === '/swap' && location.search === '';
        if (!bare && (canonical !== location.pathname || location.search !== '')) {
          written.current = canonical;
          void navigate(canonical, { replace: true });
        }
      });
    return () => subscription.unsubscribe();
  }, [swap, here, inOut, location.pathname, location.search, navigate]);

  const onPairChange = (pair: SwapPair) => {
    const path = pairPath(pair.sell, pair.buy);
    written.current = path;
    void navigate(path, { replace: true });
  };

  const closeNotFound = (path: string) => {
    setResolution({ status: 'pending' });
    void navigate(path, { replace: true });
  };

  return (
    <div className={styles.page}>
      <PageMeta title="Swap" description="Swap any two Solana tokens at the best route." />
      {resolution.status === 'ready' ? <SwapCard key={resolution.key} initial={resolution.pair} onPairChange={onPairChange} /> : <SwapCard key="pending" initial={undefined} />}
      {resolution.status === 'not-found' && (
        <Dialog open onClose={() => closeNotFound(resolution.path)} title={resolution.title} width={420}>
          <p className={styles.settingsNote}>{resolution.description}</p>
          <button type="button" className={styles.mainButton} data-kind="swap" onClick={() => closeNotFound(resolution.path)}>
            Close
          </button>
        </Dialog>
      )}
    </div>
  );
};
