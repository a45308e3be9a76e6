import { VersionedTransaction } from '@solana/web3.js';
import { CLAIM_DISTRIBUTOR_PROGRAM, distributorClaim } from '@streams/instructions/claims';
import { LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM, decodeEarn, vaultOperate } from '@streams/instructions/lend';
import { buildLendTransaction, termsInstruction } from '../../../sim/lend/lendTransaction';
import { lendKeysOf } from '../../../sim/lend/vaults';
import { ROGUE_WALLET } from '../../../sim/rogue';
import { JUP, USDC, useLendSim } from './lendSim';

const sim = useLendSim();
const authority = lendKeysOf(7).authority;

/** The instructions of a built transaction to `program`: their data and account addresses. */
const to = (tx: VersionedTransaction, program: string) =>
  tx.message.compiledInstructions
    .filter((instruction) => tx.message.staticAccountKeys[instruction.programIdIndex]?.toBase58() === program)
    .map((instruction) => ({
      data: instruction.data,
      accounts: instruction.accountKeyIndexes.map((index) => tx.message.staticAccountKeys[index]?.toBase58()),
    }));
const only = (tx: VersionedTransaction, program: string) => {
  const found = to(tx, program);
  expect(found).toHaveLength(1);
  return found[0] as { data: Uint8Array; accounts: (string | undefined)[] };
};
/** Every instruction but the one to `program`, as comparable values. */
const allBut = (tx: VersionedTransaction, program: string) =>
  tx.message.compiledInstructions
    .filter((instruction) => tx.message.staticAccountKeys[instruction.programIdIndex]?.toBase58() !== program)
    .map((instruction) => ({ program: instruction.programIdIndex, accounts: [...instruction.accountKeyIndexes], data: [...instruction.data] }));

const rogue = async (kind: string | null) => expect((await sim().sim.post('/__sim/rogue', { kind })).status).toBe(200);
const usdc = (owner = sim().owner) => sim().running.ledger.tokenBalance(owner, USDC);
const jup = (owner: string) => sim().running.ledger.tokenBalance(owner, JUP);
const loans = async () => (await sim().json(`/lend/v1/borrow/positions?users=${sim().owner}`)) as { id: number; supply: string; borrow: string }[];
const claimed = async () =>
  ((await sim().json(`/asr-claim-proof/${sim().owner}?asrTimeline=oct-2024&mints=${JUP}`)) as { claims: { claimed: boolean }[] }).claims[0]?.claimed;

afterEach(() => rogue(null));

describe('the lend builds carry the terms asked for, and the landing records what they say', () => {
  it('a deposit: asset, amount, the shares it mints and who gets them, with the wallet and the service both signing', async () => {
    const { owner } = sim();
    const tx = await sim().build('/lend/v1/earn/deposit', { asset: USDC, signer: owner, amount: '1000000' });
    const instruction = only(tx, LEND_EARN_PROGRAM);
    const terms = decodeEarn(instruction.data);
    expect(terms).toMatchObject({ instruction: 'deposit', value: { owner, asset: USDC, amount: 1_000_000n, recipient: owner } });
    expect(instruction.accounts).toEqual([owner, authority.address]);
    const shares = terms?.value.shares ?? 0n;
    expect(shares).toBeGreaterThan(0n);
    expect(sim().land(tx).err).toBeNull();
    expect(sim().running.ledger.tokenBalance(owner, sim().shareMintOf('USDC'))).toBe(shares);
  });

  it('a withdrawal: the amount paid out and the shares burned', async () => {
    const { owner } = sim();
    const before = usdc();
    const tx = await sim().build('/lend/v1/earn/withdraw', { asset: USDC, signer: owner, amount: '400000' });
    const terms = decodeEarn(only(tx, LEND_EARN_PROGRAM).data);
    expect(terms).toMatchObject({ instruction: 'withdraw', value: { owner, asset: USDC, amount: 400_000n, recipient: owner } });
    const shares = sim().running.ledger.tokenBalance(owner, sim().shareMintOf('USDC'));
    expect(sim().land(tx).err).toBeNull();
    expect(usdc() - before).toBe(400_000n);
    expect(shares - sim().running.ledger.tokenBalance(owner, sim().shareMintOf('USDC'))).toBe(terms?.value.shares);
  });

  it('a new loan: vault, a new position with the id the service answers, the collateral; then a borrow on it records the debt asked', async () => {
    const { owner } = sim();
    const { status, body } = await sim().sim.post('/lend/v1/borrow/operate', {
      vaultId: 1,
      positionId: 0,
      signer: owner,
      colAmount: '2000000000',
      debtAmount: '0',
    });
    expect(status).toBe(200);
    const nftId = (body as { nftId: number }).nftId;
    const open = await sim().build('/lend/v1/borrow/operate', { vaultId: 1, positionId: 0, signer: owner, colAmount: '2000000000', debtAmount: '0' });
    const terms = vaultOperate.decode(only(open, LEND_BORROW_PROGRAM).data);
    expect(terms).toEqual({ owner, vault: 1, position: nftId + 1, open: 'new', collateral: 2_000_000_000n, debt: 0n, recipient: owner });
    expect(sim().land(open).err).toBeNull();
    // The first build never landed: only the second position exists.
    expect(await loans()).toMatchObject([{ id: nftId + 1, supply: '2000000000', borrow: '0' }]);

    const before = usdc();
    const borrow = await sim().build('/lend/v1/borrow/operate', { vaultId: 1, positionId: nftId + 1, signer: owner, colAmount: '0', debtAmount: '50000000' });
    expect(vaultOperate.decode(only(borrow, LEND_BORROW_PROGRAM).data)).toEqual({
      owner,
      vault: 1,
      position: nftId + 1,
      open: 'existing',
      collateral: 0n,
      debt: 50_000_000n,
      recipient: owner,
    });
    expect(sim().land(borrow).err).toBeNull();
    expect(usdc() - before).toBe(50_000_000n);
    expect(BigInt((await loans())[0]?.borrow ?? '0') - 50_000_000n).toBeLessThanOrEqual(1n);
  });
});

describe('rogue builds: exactly one thing differs, and landing one unchecked does the harm', () => {
  it('lend-debt: the same borrow, its tokens as asked, but twice the debt recorded; landed, the position owes twice', async () => {
    const { owner } = sim();
    const [loan] = await loans();
    const request = { vaultId: 1, positionId: loan?.id, signer: owner, colAmount: '0', debtAmount: '10000000' };
    const honest = await sim().build('/lend/v1/borrow/operate', request);
    await rogue('lend-debt');
    const dishonest = await sim().build('/lend/v1/borrow/operate', request);
    const asked = vaultOperate.decode(only(honest, LEND_BORROW_PROGRAM).data);
    expect(vaultOperate.decode(only(dishonest, LEND_BORROW_PROGRAM).data)).toEqual({ ...asked, debt: 20_000_000n });
    expect(allBut(dishonest, LEND_BORROW_PROGRAM)).toEqual(allBut(honest, LEND_BORROW_PROGRAM));

    const debtBefore = BigInt((await loans())[0]?.borrow ?? '0');
    const usdcBefore = usdc();
    expect(sim().land(dishonest).err).toBeNull();
    expect(usdc() - usdcBefore).toBe(10_000_000n);
    const added = BigInt((await loans())[0]?.borrow ?? '0') - debtBefore;
    expect(added >= 20_000_000n && added <= 20_000_001n).toBe(true);
  });

  it('claim-recipient: the same claim paid to ROGUE_WALLET; landed, the rogue wallet has the tokens and the claim is spent; an honest claim built before then fails (AlreadyClaimed)', async () => {
    const { owner } = sim();
    expect((await sim().sim.post('/__sim/wallet/demo', { address: owner })).status).toBe(200);
    const honest = await sim().build('/asr-claim/claim', { signer: owner, id: 'oct-2024-jup' });
    sim().block();
    await rogue('claim-recipient');
    const dishonest = await sim().build('/asr-claim/claim', { signer: owner, id: 'oct-2024-jup' });
    const asked = distributorClaim.decode(only(honest, CLAIM_DISTRIBUTOR_PROGRAM).data);
    expect(asked).toEqual({ claimant: owner, id: 'oct-2024-jup', mint: JUP, amount: 42_500_000n, recipient: owner });
    expect(distributorClaim.decode(only(dishonest, CLAIM_DISTRIBUTOR_PROGRAM).data)).toEqual({ ...asked, recipient: ROGUE_WALLET });

    const mine = jup(owner);
    expect(sim().land(dishonest).err).toBeNull();
    expect(jup(ROGUE_WALLET)).toBe(42_500_000n);
    expect(jup(owner)).toBe(mine);
    expect(await claimed()).toBe(true);
    const again = sim().land(honest);
    expect(again.err).toEqual({ InstructionError: [2, { Custom: 6008 }] });
    expect(jup(owner)).toBe(mine);
  });
});

describe('the lend programs refuse what they cannot honour', () => {
  const operate = (terms: Parameters<typeof vaultOperate.encode>[0], signers: readonly string[]) => {
    const { owner, running } = sim();
    const built = buildLendTransaction(
      owner,
      running.ledger.latestBlockhash('confirmed'),
      [termsInstruction(LEND_BORROW_PROGRAM, vaultOperate.encode(terms), owner, signers[1] ?? owner)],
      signers.includes(authority.address) ? [authority] : [],
    );
    return sim().land(VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64')));
  };

  it('opening a position whose id is taken fails with PositionTaken (6003), and nothing is recorded', async () => {
    const { owner } = sim();
    const [loan] = await loans();
    const result = operate({ owner, vault: 1, position: loan?.id ?? 0, open: 'new', collateral: 0n, debt: -5_000_000n, recipient: owner }, [
      owner,
      authority.address,
    ]);
    expect(result.err).toEqual({ InstructionError: [2, { Custom: 6003 }] });
    expect((await loans())[0]?.borrow).toBe(loan?.borrow);
  });

  it('an instruction the service did not sign lands as a memo and is not recorded: a wallet cannot write off its own debt', async () => {
    const { owner } = sim();
    const [loan] = await loans();
    const result = operate({ owner, vault: 1, position: loan?.id ?? 0, open: 'existing', collateral: 0n, debt: -1_000_000_000n, recipient: owner }, [
      owner,
      owner,
    ]);
    expect(result.err).toBeNull();
    expect((await loans())[0]?.borrow).toBe(loan?.borrow);
  });
});
