import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { verifyPayments } from '@streams/send/claimIntent';
import { buildClaim, buildFundLink, claimKeyOf, claimedLamports, recipientTokenAccount } from '@streams/send/claimTransactions';
import { parseTransaction } from '@streams/solana/wireFormat';

/**
 * The claim link's intent check reads the transaction's own instructions: every unit goes to the
 * address the user meant, in the amounts asked for; a transaction that pays anyone else, moves
 * another amount or calls anything else is refused before any key signs it.
 */
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const BLOCKHASH = { blockhash: Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey.toBase58(), lastValidBlockHeight: 100, slot: 1 };
const sender = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey.toBase58();
const recipient = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey.toBase58();
const thief = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey.toBase58();
const key = claimKeyOf(new Uint8Array(32).fill(4));
const parse = (wire: Uint8Array) => {
  const tx = parseTransaction(wire);
  if (!tx) throw new Error('unparsable');
  return tx;
};
const tokenHoldings = {
  lamports: 2_044_280n,
  token: { account: recipientTokenAccount(key.address, USDC, TOKEN), mint: USDC, amount: 1_000_000n, decimals: 6, programId: TOKEN },
};

describe('claim link intent', () => {
  it('a funding transaction matches exactly the key, its token account and the amounts asked for', () => {
    const plan = {
      from: sender,
      claim: key.address,
      lamports: 2_044_280n,
      token: { mint: USDC, decimals: 6, programId: TOKEN, sourceAccount: undefined, amount: 1_000_000n },
    };
    const tx = parse(buildFundLink(plan)(BLOCKHASH));
    const intent = { to: key.address, tokenAccount: recipientTokenAccount(key.address, USDC, TOKEN), lamports: 2_044_280n, tokenAmount: 1_000_000n };
    expect(verifyPayments(tx, intent)).toBeUndefined();
    expect(verifyPayments(tx, { ...intent, tokenAmount: 999_999n })).toBe('the transaction moves 1000000 token units, not 999999');
    expect(verifyPayments(tx, { ...intent, lamports: 5_000n })).toBe('the transaction moves 2044280 lamports, not 5000');
    // Funding another key than the link's: the SOL goes elsewhere.
    expect(verifyPayments(parse(buildFundLink({ ...plan, claim: thief })(BLOCKHASH)), intent)).toMatch(/^the transaction pays /);
  });

  it('a claim pays the recipient only: a claim built for someone else is refused', () => {
    const plan = { claim: key.address, to: recipient, holdings: tokenHoldings, recipientHasAccount: false };
    const intent = { to: recipient, tokenAccount: recipientTokenAccount(recipient, USDC, TOKEN) };
    expect(verifyPayments(parse(buildClaim(plan)(BLOCKHASH)), intent)).toBeUndefined();
    expect(verifyPayments(parse(buildClaim({ ...plan, to: thief })(BLOCKHASH)), intent)).toMatch(/^the transaction (pays|opens an account for) /);
    expect(verifyPayments(parse(buildClaim({ ...plan, recipientHasAccount: true })(BLOCKHASH)), intent)).toBeUndefined();
  });

  it('an instruction a link never needs (here a system instruction other than a transfer) is refused', () => {
    const message = new TransactionMessage({
      payerKey: Keypair.fromSeed(new Uint8Array(32).fill(4)).publicKey,
      recentBlockhash: BLOCKHASH.blockhash,
      instructions: [SystemProgram.assign({ accountPubkey: Keypair.fromSeed(new Uint8Array(32).fill(4)).publicKey, programId: Keypair.generate().publicKey })],
    }).compileToV0Message();
    expect(verifyPayments(parse(new VersionedTransaction(message).serialize()), { to: recipient })).toBe(
      'the transaction contains an instruction a claim link never needs',
    );
  });

  it("a transfer whose destination account is missing is refused with the spec's words", () => {
    const tx = parse(buildClaim({ claim: key.address, to: recipient, holdings: { lamports: 10_005_000n }, recipientHasAccount: false })(BLOCKHASH));
    const [transfer] = tx.instructions;
    if (!transfer) throw new Error('no instruction');
    const broken = { ...tx, instructions: [{ ...transfer, accountIndexes: [0, 99] }] };
    expect(verifyPayments(broken, { to: recipient })).toBe('Missing required account in instruction');
  });

  it('the claim leaves the key at exactly zero: SOL moved is all but the fee and the rent of an account it opens', () => {
    expect(claimedLamports({ holdings: tokenHoldings, recipientHasAccount: false })).toBe(0n);
    expect(claimedLamports({ holdings: tokenHoldings, recipientHasAccount: true })).toBe(2_039_280n);
    expect(claimedLamports({ holdings: { lamports: 10_005_000n }, recipientHasAccount: false })).toBe(10_000_000n);
  });
});
