import type { SimFeature, SimFeatureContext } from '../feature';
import { keypairFromSeed } from '../ledger/keys';
import type { Market } from '../market/market';
import { createBoundedMap } from '../swap/boundedMap';
import { launchCheck, launchesIn, matchesRequest } from './launchProgram';
import { createLaunchStore } from './launchStore';
import { registerStudioRoutes } from '../http/studioRoutes';
import { studioTokenState } from './studioToken';
import { STUDIO_PROGRAM } from '../../streams/instructions';

/** The creator's share of every trade of a Studio token: a fifth of the pool's 0.25 % fee. */
export const CREATOR_FEE_SHARE = 0.0005;
/** Studio tokens whose creator fees are followed; the least recently traded are forgotten past it. */
const FEE_CAPACITY = 5_000;
const LAMPORTS_PER_SOL = 1_000_000_000;

/**
 * The Studio (issue 28 item 3, sim/README.md): POST /studio/v1/launch builds a launch the
 * creator signs, the launch program stands in on the ledger, and a launch that lands joins the
 * market on a jup-studio bonding curve (the live stream's New list shows it at once; swaps trade
 * it; it graduates as every curve does). Its page, its image and the creator's fees are served
 * from here.
 */
export const startStudioFeature = (context: SimFeatureContext): SimFeature => {
  const { ledger } = context;
  const store = createLaunchStore();
  const fees = createBoundedMap<string, number>(FEE_CAPACITY);
  const imageUrl = (mint: string) => `${context.publicUrl}/studio/v1/images/${mint}`;

  let unsubscribeMarket: (() => void) | undefined;
  const followFees = (market: Market) => {
    unsubscribeMarket?.();
    unsubscribeMarket = market.subscribe((event) => {
      if (event.type !== 'trade' || event.token.info.launchpad !== 'jup-studio') return;
      const mint = event.token.info.mint;
      fees.set(mint, (fees.get(mint) ?? 0) + event.trade.quoteAmount * CREATOR_FEE_SHARE);
    });
  };
  followFees(context.market());

  const stops: (() => void)[] = [];
  if (ledger) {
    // Derived once (and again after a reset): every landed transaction is looked at.
    let authorityAddress: string | undefined;
    const authority = () => (authorityAddress ??= keypairFromSeed(ledger.authoritySecretKey().slice(0, 32)).address);
    stops.push(
      ledger.onReset(() => (authorityAddress = undefined)),
      ledger.guardProgram(STUDIO_PROGRAM, launchCheck(store)),
      ledger.onTransaction((record) => {
        if (record.meta.err !== null) return;
        for (const terms of launchesIn(record, authority)) {
          if (!matchesRequest(terms, store)) continue;
          const pending = store.takePending(terms.ref);
          if (!pending) continue;
          const market = context.market();
          const token = studioTokenState(pending.launch, pending.mint, market.now(), market.traders.length);
          market.listLaunch(token, Number(pending.launch.firstBuy) / LAMPORTS_PER_SOL, record.slot);
          store.addLaunched({ mint: pending.mint, creator: pending.launch.creator });
        }
      }),
      ledger.onSlot(() => store.expire(ledger.blockHeight())),
    );
  }

  registerStudioRoutes(context.router, { ledger, store, market: () => context.market(), imageUrl, creatorFees: (mint) => fees.get(mint) ?? 0 });

  return {
    reset: () => {
      store.clear();
      fees.clear();
      followFees(context.market());
    },
    close: () => {
      unsubscribeMarket?.();
      for (const stop of stops) stop();
    },
  };
};
