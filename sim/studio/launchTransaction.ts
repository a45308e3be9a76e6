import { randomBytes } from 'node:crypto';
import { STUDIO_LAUNCH_FEE_LAMPORTS, STUDIO_PROGRAM, firstBuyTokens, studioLaunch, supplyBaseUnits } from '../../streams/instructions';
import type { Ledger } from '../ledger';
import { keypairFromSeed } from '../ledger/keys';
import { buildLendTransaction, ensureAccount, lamportMove, mintShares, termsInstruction } from '../lend/lendTransaction';
import type { CleanLaunch } from './launchForm';
import type { LaunchStore } from './launchStore';

export interface BuiltLaunch {
  readonly requestId: string;
  readonly mint: string;
  readonly transaction: string;
}

/**
 * Builds a launch the creator signs (the creator pays; the studio's authority has signed its
 * side, so the bytes are fixed): the launch instruction with the terms, the fee and the first
 * buy's SOL to the studio, and, with a first buy, the creator's token account and the tokens the
 * buy gets on the fresh curve (firstBuyTokens), minted by the studio. The mint is made now,
 * unlisted, so the transaction can be simulated; it is listed when the transaction lands.
 */
export const buildLaunch = (ledger: Ledger, store: LaunchStore, launch: CleanLaunch, imageUrl: (mint: string) => string): BuiltLaunch => {
  const authority = keypairFromSeed(ledger.authoritySecretKey().slice(0, 32));
  const mint = keypairFromSeed(new Uint8Array(randomBytes(32))).address;
  const requestId = `studio-${randomBytes(8).toString('hex')}`;
  ledger.createMint(mint, launch.decimals);
  const supply = supplyBaseUnits(launch.supply);
  const tokensOut = firstBuyTokens(supply, launch.firstBuy);
  const terms = {
    ref: requestId,
    creator: launch.creator,
    mint,
    supply,
    fee: STUDIO_LAUNCH_FEE_LAMPORTS,
    firstBuy: launch.firstBuy,
    tokensOut,
    recipient: launch.creator,
  };
  const latest = ledger.latestBlockhash('confirmed');
  const built = buildLendTransaction(
    launch.creator,
    latest,
    [
      termsInstruction(STUDIO_PROGRAM, studioLaunch.encode(terms), launch.creator, authority.address),
      lamportMove(launch.creator, authority.address, STUDIO_LAUNCH_FEE_LAMPORTS),
      ...(launch.firstBuy > 0n
        ? [
            lamportMove(launch.creator, authority.address, launch.firstBuy),
            ensureAccount(launch.creator, launch.creator, mint),
            mintShares(mint, launch.creator, authority.address, tokensOut),
          ]
        : []),
    ],
    [authority],
  );
  if (launch.imageBytes && launch.imageType) store.setImage(mint, { bytes: launch.imageBytes, type: launch.imageType });
  const image = launch.imageBytes ? imageUrl(mint) : undefined;
  store.addPending({ ref: requestId, mint, launch: { ...launch, ...(image ? { image } : {}) }, tokensOut, lastValidBlockHeight: latest.lastValidBlockHeight });
  return { requestId, mint, transaction: built.transaction };
};
