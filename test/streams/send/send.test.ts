import { type Observable, defer, firstValueFrom, of, throwError } from 'rxjs';
import { createMemoryStorage } from '@streams/core/ports';
import { toBase58 } from '@streams/solana/codec';
import type { SignatureInfo, SolanaRpc, TransactionRecord } from '@streams/solana/ports';
import { counterparties$ } from '@streams/send/counterparties';
import { lookalikeOf } from '@streams/send/lookalike';
import { RECENT_RECIPIENTS_KEY, createRecentRecipients } from '@streams/send/recentRecipients';
import { createRecordingLogger } from '../../support/fakeLogger';
import { lookalike } from '../../support/lookalikeAddress';

const address = (fill: number) => toBase58(new Uint8Array(32).fill(fill));
const ME = address(1);
const FRIEND = address(2);
const SHOP = address(3);

describe('look-alike recipients (address poisoning)', () => {
  it('an address with the first and last four characters of a known one, but others between, is flagged with the one it imitates', () => {
    const poisoned = lookalike(FRIEND);
    expect(poisoned).not.toBe(FRIEND);
    expect(poisoned.slice(0, 4)).toBe(FRIEND.slice(0, 4));
    expect(poisoned.slice(-4)).toBe(FRIEND.slice(-4));
    expect(lookalikeOf(poisoned, [SHOP, FRIEND])).toBe(FRIEND);
  });

  it('a known address itself, an unrelated one, one that shares only its start or only its end, or a short text are not flagged', () => {
    expect(lookalikeOf(FRIEND, [FRIEND, lookalike(FRIEND)])).toBeUndefined();
    expect(lookalikeOf(SHOP, [FRIEND])).toBeUndefined();
    expect(lookalikeOf(`${FRIEND.slice(0, 4)}${SHOP.slice(4)}`, [FRIEND])).toBeUndefined();
    expect(lookalikeOf(`${SHOP.slice(0, -4)}${FRIEND.slice(-4)}`, [FRIEND])).toBeUndefined();
    expect(lookalikeOf('abcdefgh', ['abcdXXefgh'])).toBeUndefined();
    expect(lookalikeOf(lookalike(FRIEND), [])).toBeUndefined();
  });
});

/** A SOL transfer between two wallets, as the RPC records it. */
const transfer = (from: string, to: string): TransactionRecord => ({
  slot: 1,
  blockTime: null,
  err: null,
  fee: 5000n,
  accountKeys: [from, to, '11111111111111111111111111111111'],
  preBalances: [10n ** 9n, 0n, 1n],
  postBalances: [10n ** 9n - 10n ** 8n - 5000n, 10n ** 8n, 1n],
  preTokenBalances: [],
  postTokenBalances: [],
  logMessages: [],
});

const rpcWith = (history: Record<string, TransactionRecord>, failing = false): Pick<SolanaRpc, 'getSignaturesForAddress' | 'getTransaction'> => ({
  getSignaturesForAddress: () =>
    failing ? throwError(() => new Error('RPC down')) : of(Object.keys(history).map((signature): SignatureInfo => ({ signature, err: null }))),
  getTransaction: (signature) => defer((): Observable<TransactionRecord | null> => of(history[signature] ?? null)),
});

describe("the wallet's counterparties", () => {
  it('every owner whose balance moved in its latest transactions, sent to or received from, with the recipients this browser sent to; never the wallet itself', async () => {
    const rpc = rpcWith({ one: transfer(ME, FRIEND), two: transfer(SHOP, ME) });
    const known = await firstValueFrom(counterparties$({ rpc, logger: createRecordingLogger() }, ME, of([address(9)])));
    // The system program's balance did not move: it is no counterparty.
    expect([...known].sort()).toEqual([FRIEND, SHOP, address(9)].sort());
  });

  it('a failing history read is logged and gives what this browser knows', async () => {
    const logger = createRecordingLogger();
    const known = await firstValueFrom(counterparties$({ rpc: rpcWith({}, true), logger }, ME, of([FRIEND])));
    expect([...known]).toEqual([FRIEND]);
    expect(logger.entries.map((entry) => entry.message)).toContain('Send: the wallet history could not be read');
  });
});

describe('recent recipients', () => {
  it('newest first, each once, at most 20, kept in storage; what is not an address is never kept', () => {
    const storage = createMemoryStorage();
    const recent = createRecentRecipients({ storage, logger: createRecordingLogger() });
    for (let fill = 10; fill < 35; fill++) recent.remember(address(fill));
    recent.remember(address(12));
    recent.remember('<img src=x onerror=alert(1)>');
    const again = createRecentRecipients({ storage, logger: createRecordingLogger() }).current();
    expect(again).toHaveLength(20);
    expect(again[0]).toBe(address(12));
    expect(again[1]).toBe(address(34));
    expect(again).not.toContain(address(10));
    expect(new Set(again).size).toBe(20);
  });

  it('stored text that is not addresses is refused on load (logged): the list starts empty', () => {
    const storage = createMemoryStorage();
    storage.setItem(RECENT_RECIPIENTS_KEY, JSON.stringify({ recipients: ['not an address'] }));
    const logger = createRecordingLogger();
    expect(createRecentRecipients({ storage, logger }).current()).toEqual([]);
    expect(logger.entries.length).toBeGreaterThan(0);
  });
});
