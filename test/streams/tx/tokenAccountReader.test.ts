import { ACCOUNT_SIZE, AccountLayout, MULTISIG_SIZE, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, unpackAccount } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { readTokenAccount } from '@streams/tx/spendCheck';
import fc from 'fast-check';

const key = fc.uint8Array({ minLength: 32, maxLength: 32 });
const u64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });

/**
 * Token account bytes as the token programs write them. COption tags are 0 or 1: the programs
 * refuse to load any other value, so no account they act on carries one.
 */
const rawAccount = fc.record({
  mint: key,
  owner: key,
  amount: u64,
  delegateOption: fc.constantFrom(0, 1),
  delegate: key,
  state: fc.constantFrom(0, 1, 2),
  isNativeOption: fc.constantFrom(0, 1),
  isNative: u64,
  delegatedAmount: u64,
  closeAuthorityOption: fc.constantFrom(0, 1),
  closeAuthority: key,
});

/** What follows the 165 bytes: nothing (SPL Token), a Token-2022 account type and extensions, or a multisig's size. */
const tail = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('tlv' as const), accountType: fc.constantFrom(0, 1, 2), extensions: fc.uint8Array({ maxLength: 40 }) }),
  fc.record({ kind: fc.constant('multisig' as const), byte165: fc.constantFrom(0, 1, 2) }),
);

const encode = (raw: typeof rawAccount extends fc.Arbitrary<infer T> ? T : never, rest: typeof tail extends fc.Arbitrary<infer T> ? T : never): Buffer => {
  const base = Buffer.alloc(ACCOUNT_SIZE);
  AccountLayout.encode(
    {
      ...raw,
      mint: new PublicKey(raw.mint),
      owner: new PublicKey(raw.owner),
      delegate: new PublicKey(raw.delegate),
      closeAuthority: new PublicKey(raw.closeAuthority),
    },
    base,
  );
  if (rest.kind === 'none') return base;
  if (rest.kind === 'tlv') return Buffer.concat([base, Buffer.from([rest.accountType]), Buffer.from(rest.extensions)]);
  const multisig = Buffer.concat([base, Buffer.alloc(MULTISIG_SIZE - ACCOUNT_SIZE)]);
  multisig[ACCOUNT_SIZE] = rest.byte165;
  return multisig;
};

/** @solana/spl-token's reading: the account's fields, or undefined where it throws or finds it uninitialised. */
const theirs = (data: Buffer, programId: PublicKey) => {
  try {
    const account = unpackAccount(PublicKey.default, { data, owner: programId, lamports: 1, executable: false }, programId);
    if (!account.isInitialized) return undefined;
    return {
      mint: account.mint.toBase58(),
      owner: account.owner.toBase58(),
      amount: account.amount,
      delegate: account.delegate?.toBase58(),
      delegatedAmount: account.delegatedAmount,
      closeAuthority: account.closeAuthority?.toBase58(),
    };
  } catch {
    return undefined;
  }
};

describe('the pre-sign token-account reader against @solana/spl-token', () => {
  it('reads every SPL Token and Token-2022 account exactly as unpackAccount does, and refuses what it refuses', () => {
    fc.assert(
      fc.property(rawAccount, tail, fc.constantFrom(TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID), (raw, rest, programId) => {
        const data = encode(raw, rest);
        const ours = readTokenAccount({ lamports: 1n, owner: programId.toBase58(), data: new Uint8Array(data) });
        expect(ours).toEqual(theirs(data, programId));
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads nothing from an account another program owns', () => {
    fc.assert(
      fc.property(rawAccount, (raw) => {
        const data = encode(raw, { kind: 'none' });
        expect(readTokenAccount({ lamports: 1n, owner: PublicKey.default.toBase58(), data: new Uint8Array(data) })).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});
