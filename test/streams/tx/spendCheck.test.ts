import { ACCOUNT_SIZE, AccountLayout, AccountState, MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID, unpackAccount } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import type { AccountSnapshot } from '@streams/solana/ports';
import { SYSTEM_PROGRAM, TOKEN_PROGRAM } from '@streams/solana/programs';
import { NATIVE_SOL, WRAPPED_SOL } from '@streams/tx/landed';
import { type SpendLimits, checkSpend, readTokenAccount } from '@streams/tx/spendCheck';
import fc from 'fast-check';

const key = (seed: number) => new PublicKey(Uint8Array.from({ length: 32 }, (_, index) => (seed * 37 + index * 11) % 256));
const OWNER = key(1).toBase58();
const OTHER = key(2).toBase58();
const USDC = key(3).toBase58();
const BONK = key(4).toBase58();
const THIRD = key(5).toBase58();
const RENT = 2_039_280n;
const FEE = 5_000n;

/** A token account as the token program writes it, encoded by spl-token itself. */
const tokenAccount = (
  mint: string,
  owner: string,
  amount: bigint,
  extra: { delegate?: string; delegatedAmount?: bigint; closeAuthority?: string; lamports?: bigint } = {},
): AccountSnapshot => {
  const data = Buffer.alloc(ACCOUNT_SIZE);
  AccountLayout.encode(
    {
      mint: new PublicKey(mint),
      owner: new PublicKey(owner),
      amount,
      delegateOption: extra.delegate ? 1 : 0,
      delegate: new PublicKey(extra.delegate ?? SYSTEM_PROGRAM),
      state: AccountState.Initialized,
      isNativeOption: mint === WRAPPED_SOL ? 1 : 0,
      isNative: mint === WRAPPED_SOL ? RENT : 0n,
      delegatedAmount: extra.delegate ? (extra.delegatedAmount ?? amount) : 0n,
      closeAuthorityOption: extra.closeAuthority ? 1 : 0,
      closeAuthority: new PublicKey(extra.closeAuthority ?? SYSTEM_PROGRAM),
    },
    data,
  );
  return { lamports: extra.lamports ?? RENT + (mint === WRAPPED_SOL ? amount : 0n), owner: TOKEN_PROGRAM, data: new Uint8Array(data) };
};
const wallet = (lamports: bigint, owner = SYSTEM_PROGRAM): AccountSnapshot => ({ lamports, owner, data: new Uint8Array() });

/** Addresses of the accounts a swap writes: the wallet, its WSOL, USDC and BONK accounts. */
const ADDRESSES = [OWNER, key(10).toBase58(), key(11).toBase58(), key(12).toBase58()];
const check = (before: (AccountSnapshot | null)[], after: (AccountSnapshot | null)[], limits: SpendLimits) =>
  checkSpend(OWNER, ADDRESSES, before, after, limits, FEE);

/** 1 SOL into USDC: at most 1 SOL may leave, at least 170 USDC must arrive. */
const SWAP: SpendLimits = { maxOutflow: { [WRAPPED_SOL]: 1_000_000_000n }, minInflow: { [USDC]: 170_000_000n }, symbols: { [USDC]: 'USDC', [BONK]: 'BONK' } };
const BEFORE = [wallet(5_000_000_000n), null, null, tokenAccount(BONK, OWNER, 900n)];

describe('what may leave the wallet: the spend check', () => {
  it('passes a swap that wraps SOL, pays the quoted input and fee, opens the output account and closes the wrapped one', () => {
    // The wrapped SOL account was opened and closed in the same transaction: only the input and the fee left.
    const after = [wallet(5_000_000_000n - 1_000_000_000n - FEE - RENT), null, tokenAccount(USDC, OWNER, 171_000_000n), tokenAccount(BONK, OWNER, 900n)];
    expect(check(BEFORE, after, SWAP)).toBeUndefined();
  });

  it('refuses more SOL out than the quote allows (beyond the fee)', () => {
    const after = [wallet(5_000_000_000n - 1_050_000_000n - FEE - RENT), null, tokenAccount(USDC, OWNER, 171_000_000n), tokenAccount(BONK, OWNER, 900n)];
    expect(check(BEFORE, after, SWAP)).toEqual({ kind: 'outflow', mint: NATIVE_SOL, amount: 1_050_000_000n + FEE, allowed: 1_000_000_000n + FEE });
  });

  it('refuses any outflow of a mint the command did not name', () => {
    const after = [wallet(5_000_000_000n - 1_000_000_000n - FEE - RENT), null, tokenAccount(USDC, OWNER, 171_000_000n), tokenAccount(BONK, OWNER, 899n)];
    expect(check(BEFORE, after, SWAP)).toEqual({ kind: 'outflow', mint: BONK, amount: 1n, allowed: 0n });
  });

  it('refuses an output below the quoted minimum', () => {
    const after = [wallet(5_000_000_000n - 1_000_000_000n - FEE - RENT), null, tokenAccount(USDC, OWNER, 169_999_999n), tokenAccount(BONK, OWNER, 900n)];
    expect(check(BEFORE, after, SWAP)).toEqual({ kind: 'inflow', mint: USDC, amount: 169_999_999n, required: 170_000_000n });
  });

  it('counts an output of SOL net of the fee the same transaction pays', () => {
    const sell: SpendLimits = { maxOutflow: { [BONK]: 900n }, minInflow: { [NATIVE_SOL]: 1_000n } };
    const after = [wallet(5_000_000_000n + 1_000n - FEE), null, null, tokenAccount(BONK, OWNER, 0n)];
    expect(check(BEFORE, after, sell)).toBeUndefined();
  });

  it('refuses handing a token account to another owner, as an outflow of everything in it', () => {
    const after = [wallet(5_000_000_000n - FEE), null, null, tokenAccount(BONK, OTHER, 900n)];
    expect(check(BEFORE, after, SWAP)).toEqual({ kind: 'outflow', mint: BONK, amount: 900n, allowed: 0n });
    // Its rent went with it too.
    expect(check(BEFORE, after, { maxOutflow: {} })).toEqual({ kind: 'outflow', mint: NATIVE_SOL, amount: RENT + FEE, allowed: FEE });
  });

  it.each([
    ['a delegate', { delegate: OTHER }],
    ['a close authority', { closeAuthority: OTHER }],
  ])('refuses setting %s on one of the wallet accounts, though no balance moves', (_name, extra) => {
    const after = [wallet(5_000_000_000n - FEE), null, null, tokenAccount(BONK, OWNER, 900n, extra)];
    expect(check(BEFORE, after, SWAP)).toEqual({ kind: 'authority', account: ADDRESSES[3] });
  });

  it('refuses assigning the wallet itself to another program', () => {
    const after = [wallet(5_000_000_000n - FEE, TOKEN_PROGRAM), null, null, tokenAccount(BONK, OWNER, 900n)];
    expect(check(BEFORE, after, SWAP)).toEqual({ kind: 'authority', account: OWNER });
  });

  it('reads token accounts as spl-token does (mint, owner, amount, delegate, close authority)', () => {
    const address = fc.integer({ min: 1, max: 200 }).map((seed) => key(seed).toBase58());
    fc.assert(
      fc.property(
        address,
        address,
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        fc.option(address, { nil: undefined }),
        fc.option(address, { nil: undefined }),
        (mint, owner, amount, delegate, closeAuthority) => {
          const snapshot = tokenAccount(mint, owner, amount, { ...(delegate ? { delegate } : {}), ...(closeAuthority ? { closeAuthority } : {}) });
          const theirs = unpackAccount(key(99), { data: Buffer.from(snapshot.data), owner: TOKEN_PROGRAM_ID, lamports: 1, executable: false });
          expect(readTokenAccount(snapshot)).toEqual({
            mint: theirs.mint.toBase58(),
            owner: theirs.owner.toBase58(),
            amount: theirs.amount,
            delegate: theirs.delegate?.toBase58(),
            delegatedAmount: theirs.delegatedAmount,
            closeAuthority: theirs.closeAuthority?.toBase58(),
          });
        },
      ),
      { numRuns: 100 },
    );
    expect(readTokenAccount(wallet(1n))).toBeUndefined();
    expect(readTokenAccount({ ...tokenAccount(USDC, OWNER, 1n), owner: SYSTEM_PROGRAM })).toBeUndefined();
  });
});

describe('the spend check against balances the wallet already held', () => {
  it('passes a swap paid from SOL the wallet had already wrapped, and refuses one lamport of wrapped SOL beyond the quote', () => {
    const before = [wallet(5_000_000_000n), tokenAccount(WRAPPED_SOL, OWNER, 1_000_000_000n), null, tokenAccount(BONK, OWNER, 900n)];
    const paid = [
      wallet(5_000_000_000n - FEE - RENT),
      tokenAccount(WRAPPED_SOL, OWNER, 0n),
      tokenAccount(USDC, OWNER, 171_000_000n),
      tokenAccount(BONK, OWNER, 900n),
    ];
    expect(check(before, paid, SWAP)).toBeUndefined();
    const overpaid = [
      wallet(5_000_000_000n - FEE - RENT - 1n),
      tokenAccount(WRAPPED_SOL, OWNER, 0n),
      tokenAccount(USDC, OWNER, 171_000_000n),
      tokenAccount(BONK, OWNER, 900n),
    ];
    expect(check(before, overpaid, SWAP)).toEqual({ kind: 'outflow', mint: NATIVE_SOL, amount: 1_000_000_001n + FEE, allowed: 1_000_000_000n + FEE });
  });

  it('counts only what arrives on top of an output balance already held: the minimum is not met by what was there before', () => {
    const before = [wallet(5_000_000_000n), null, tokenAccount(USDC, OWNER, 100_000_000n), tokenAccount(BONK, OWNER, 900n)];
    const after = (usdc: bigint) => [wallet(5_000_000_000n - 1_000_000_000n - FEE), null, tokenAccount(USDC, OWNER, usdc), tokenAccount(BONK, OWNER, 900n)];
    expect(check(before, after(270_000_000n), SWAP)).toBeUndefined();
    expect(check(before, after(269_999_999n), SWAP)).toEqual({ kind: 'inflow', mint: USDC, amount: 169_999_999n, required: 170_000_000n });
  });

  it('does not refuse a delegate the user had already set before this transaction', () => {
    const before = [wallet(5_000_000_000n), null, null, tokenAccount(BONK, OWNER, 900n, { delegate: OTHER })];
    const after = [wallet(5_000_000_000n - FEE), null, null, tokenAccount(BONK, OWNER, 900n, { delegate: OTHER })];
    expect(check(before, after, { maxOutflow: {} })).toBeUndefined();
  });

  it.each([
    ['hands the same delegate to another key', { delegate: THIRD }],
    ['raises the allowance of the same delegate by one base unit', { delegate: OTHER, delegatedAmount: 501n }],
    ['hands the close authority to another key', { delegate: OTHER, delegatedAmount: 500n, closeAuthority: THIRD }],
  ])('refuses a transaction that %s, though no balance moves', (_name, extra) => {
    const before = [wallet(5_000_000_000n), null, null, tokenAccount(BONK, OWNER, 900n, { delegate: OTHER, delegatedAmount: 500n })];
    const after = [wallet(5_000_000_000n - FEE), null, null, tokenAccount(BONK, OWNER, 900n, extra)];
    expect(check(before, after, { maxOutflow: {} })).toEqual({ kind: 'authority', account: ADDRESSES[3] });
  });

  it('passes a close authority the user had already set, kept as it was or removed', () => {
    const before = [wallet(5_000_000_000n), null, null, tokenAccount(BONK, OWNER, 900n, { closeAuthority: OTHER })];
    const kept = [wallet(5_000_000_000n - FEE), null, null, tokenAccount(BONK, OWNER, 900n, { closeAuthority: OTHER })];
    expect(check(before, kept, { maxOutflow: {} })).toBeUndefined();
    const removed = [wallet(5_000_000_000n - FEE), null, null, tokenAccount(BONK, OWNER, 900n)];
    expect(check(before, removed, { maxOutflow: {} })).toBeUndefined();
    // Removed while the account keeps its delegate: still nothing handed over.
    const withDelegate = { delegate: OTHER, delegatedAmount: 500n };
    const delegatedBefore = [wallet(5_000_000_000n), null, null, tokenAccount(BONK, OWNER, 900n, { ...withDelegate, closeAuthority: OTHER })];
    const delegatedAfter = [wallet(5_000_000_000n - FEE), null, null, tokenAccount(BONK, OWNER, 900n, withDelegate)];
    expect(check(delegatedBefore, delegatedAfter, { maxOutflow: {} })).toBeUndefined();
  });

  it('lets an approved delegate spend from its allowance and the user revoke it; the balances are checked as usual', () => {
    const before = [wallet(5_000_000_000n), null, null, tokenAccount(BONK, OWNER, 900n, { delegate: OTHER, delegatedAmount: 500n })];
    const spent = [wallet(5_000_000_000n - FEE), null, null, tokenAccount(BONK, OWNER, 900n, { delegate: OTHER, delegatedAmount: 499n })];
    expect(check(before, spent, { maxOutflow: {} })).toBeUndefined();
    const revoked = [wallet(5_000_000_000n - FEE), null, null, tokenAccount(BONK, OWNER, 900n)];
    expect(check(before, revoked, { maxOutflow: {} })).toBeUndefined();
  });

  it('does not read a mint (82 bytes, owned by the token program) as a token account', () => {
    const data = Buffer.alloc(MINT_SIZE);
    MintLayout.encode(
      {
        mintAuthorityOption: 1,
        mintAuthority: new PublicKey(OWNER),
        supply: 1_000_000n,
        decimals: 6,
        isInitialized: true,
        freezeAuthorityOption: 1,
        freezeAuthority: new PublicKey(OTHER),
      },
      data,
    );
    expect(readTokenAccount({ lamports: RENT, owner: TOKEN_PROGRAM, data: new Uint8Array(data) })).toBeUndefined();
  });
});
