import { createMemoryStorage } from '@streams/core/ports';
import { toBase64 } from '@streams/solana/codec';
import { PENDING_TX_KEY, type TxState } from '@streams/tx/index';
import { DEADLINE_MESSAGES } from '@streams/tx/errors';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';
import {
  LABEL,
  LAST_VALID,
  SIGNATURE,
  SIGNED,
  buildRequest,
  createSigner,
  payer,
  setupEngine,
  signWire,
  signatureOf,
  stranger,
  transferWire,
} from './fixtures';

const record = (signature: string, wire: Uint8Array, lastValidBlockHeight: number, owner?: string) => ({
  signature,
  wire: toBase64(wire),
  lastValidBlockHeight,
  label: LABEL,
  ...(owner !== undefined ? { owner } : {}),
});
const otherSigned = signWire(transferWire(undefined, 2000));
const otherSignature = signatureOf(otherSigned);
const storedWith = (...records: ReturnType<typeof record>[]) => createMemoryStorage({ [PENDING_TX_KEY]: JSON.stringify(records) });
const storedSignatures = (storage: ReturnType<typeof createMemoryStorage>) =>
  (JSON.parse(storage.getItem(PENDING_TX_KEY) ?? '[]') as { signature: string }[]).map((item) => item.signature);

describe('transaction engine: resuming and pruning stored transactions', () => {
  it(
    'a stored transaction from before owners were kept is resumed for whichever wallet connects; another wallet’s is not',
    marbles((m) => {
      const storage = storedWith(record(SIGNATURE, SIGNED, LAST_VALID), record(otherSignature, otherSigned, LAST_VALID, stranger.publicKey.toBase58()));
      const { engine } = setupEngine(m, { storage });
      expect(engine.resume(payer.publicKey.toBase58()).map((resumed) => resumed.signature)).toEqual([SIGNATURE]);
    }),
  );

  it(
    'pruning drops another wallet’s record only once the confirmed height is past its last valid height, never at it',
    marbles((m) => {
      const storage = storedWith(
        record(SIGNATURE, SIGNED, LAST_VALID, stranger.publicKey.toBase58()),
        record(otherSignature, otherSigned, LAST_VALID - 1, stranger.publicKey.toBase58()),
      );
      const { engine, rpc } = setupEngine(m, { storage, rpc: { getBlockHeight: () => m.cold('(h|)', { h: LAST_VALID }) } });
      m.expect(engine.pruneExpired(payer.publicKey.toBase58())).toBeObservable('(n|)', { n: 1 });
      m.flush();
      expect(storedSignatures(storage)).toEqual([SIGNATURE]);
      expect(rpc.of('getBlockHeight').map((call) => call.args)).toEqual([['confirmed']]);
    }),
  );

  it(
    'pruning when the block height cannot be read prunes nothing and logs the reason',
    marbles((m) => {
      const storage = storedWith(record(SIGNATURE, SIGNED, 1, stranger.publicKey.toBase58()));
      const { engine, logger } = setupEngine(m, { storage, rpc: { getBlockHeight: () => m.cold('#', undefined, new Error('rate limited')) } });
      m.expect(engine.pruneExpired(payer.publicKey.toBase58())).toBeObservable('(n|)', { n: 0 });
      m.flush();
      expect(storedSignatures(storage)).toEqual([SIGNATURE]);
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'Could not read the block height to prune pending transactions', context: { error: 'rate limited' } },
      ]);
    }),
  );
});

describe('transaction engine: a signature that took too long', () => {
  it(
    'is refused as expired with the try-again message, judged by the confirmed block height',
    marbles((m) => {
      const slow = createSigner((wire) => m.cold('30s (x|)', { x: signWire(wire) }));
      const { engine, rpc } = setupEngine(m, { blockhashSlotsToExpiry: 5, rpc: { getBlockHeight: () => m.cold('(h|)', { h: LAST_VALID - 144 }) } });
      const failure = (state: TxState) => (state.status === 'failed' ? { kind: state.error.kind, message: state.error.message } : state.status);
      m.expect(engine.execute(buildRequest(slow.signer)).pipe(map(failure))).toBeObservable('(psw) 29995ms (f|)', {
        p: 'preparing',
        s: 'simulating',
        w: 'awaiting-signature',
        f: { kind: 'expired', message: DEADLINE_MESSAGES.signedTooLate },
      });
      m.flush();
      expect(rpc.of('getBlockHeight').map((call) => call.args)).toEqual([['confirmed']]);
    }),
  );
});
