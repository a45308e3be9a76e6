import { associatedTokenAddress } from '../../../sim/ledger/tokenLayout';
import { Market } from '../../../sim/market/market';
import { type BalanceLedger, type LedgerTokenAccount, readOwnerBalances } from '../../../sim/wallet/ledgerBalances';
import { createTokenAccountIndex } from '../../../sim/wallet/tokenAccountIndex';
import { TOKEN_PROGRAM, addressOf } from './fixtures';

const owner = addressOf('alice');
const USDC = addressOf('usdcMint');
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const UNLISTED = 'Fake1111111111111111111111111111111111111111';
const OTHER_ACCOUNT = addressOf('bob');

let market: Market;
beforeAll(() => {
  market = new Market({ seed: 3, now: Date.UTC(2026, 1, 1), tokenCount: 20 });
});

/** A ledger where only the given accounts exist, and the owner holds the given totals. */
const fakeLedger = (
  existing: readonly string[],
  totals: Record<string, bigint>,
  tokenAccounts?: BalanceLedger['tokenAccounts'],
): BalanceLedger & { probes: string[] } => {
  const probes: string[] = [];
  return {
    probes,
    slot: () => 42,
    getLamports: (address) => {
      probes.push(address);
      return address === owner ? 3n : existing.includes(address) ? 2_039_280n : 0n;
    },
    tokenBalance: (_owner, mint) => totals[mint] ?? 0n,
    ...(tokenAccounts ? { tokenAccounts } : {}),
  };
};

describe("an owner's balances from the ledger", () => {
  it('finds associated accounts of market mints and accounts seen in transactions', () => {
    const usdcAta = associatedTokenAddress(owner, USDC);
    const index = createTokenAccountIndex();
    index.see(owner, { address: OTHER_ACCOUNT, mint: UNLISTED, programId: TOKEN_PROGRAM, decimals: 2 });
    const ledger = fakeLedger([usdcAta], { [USDC]: 5_000_000n, [UNLISTED]: 250n });
    const balances = readOwnerBalances(ledger, index, market, owner);
    expect(balances).toMatchObject({ lamports: 3n, slot: 42 });
    expect(balances.accounts).toEqual([
      { address: OTHER_ACCOUNT, mint: UNLISTED, programId: TOKEN_PROGRAM, decimals: 2, amount: 250n, isAssociated: false, isFrozen: false },
      { address: usdcAta, mint: USDC, programId: TOKEN_PROGRAM, decimals: 6, amount: 5_000_000n, isAssociated: true, isFrozen: false },
    ]);
  });

  it("shows several accounts of one mint as the associated one with the owner's total", () => {
    const jupAta = associatedTokenAddress(owner, JUP);
    const index = createTokenAccountIndex();
    index.see(owner, { address: OTHER_ACCOUNT, mint: JUP, programId: TOKEN_PROGRAM, decimals: 6 });
    const balances = readOwnerBalances(fakeLedger([jupAta], { [JUP]: 9n }), index, market, owner);
    expect(balances.accounts).toEqual([expect.objectContaining({ address: jupAta, mint: JUP, amount: 9n, isAssociated: true })]);
  });

  it('keeps an empty account that exists, and nothing for mints never held', () => {
    const usdcAta = associatedTokenAddress(owner, USDC);
    const balances = readOwnerBalances(fakeLedger([usdcAta], {}), createTokenAccountIndex(), market, owner);
    expect(balances.accounts).toEqual([expect.objectContaining({ address: usdcAta, amount: 0n })]);
  });

  it("uses the ledger's own listing when it has one: exact accounts, frozen state, no probing", () => {
    const listing: LedgerTokenAccount[] = [
      { address: OTHER_ACCOUNT, mint: USDC, amount: 1n, decimals: 6, programId: TOKEN_PROGRAM, isFrozen: true },
      { address: associatedTokenAddress(owner, USDC), mint: USDC, amount: 2n, decimals: 6, programId: TOKEN_PROGRAM, isFrozen: false },
    ];
    const ledger = fakeLedger([], {}, () => listing);
    const balances = readOwnerBalances(ledger, createTokenAccountIndex(), market, owner);
    expect(
      balances.accounts.map(({ address, amount, isAssociated, isFrozen }) => [address === OTHER_ACCOUNT ? 'other' : 'ata', amount, isAssociated, isFrozen]),
    ).toEqual([
      ['other', 1n, false, true],
      ['ata', 2n, true, false],
    ]);
    expect(ledger.probes).toEqual([owner]);
  });
});
