import { convertPortfolio } from '@streams/portfolio/convertPortfolio';
import { toOtherPositions } from '@streams/portfolio/otherPositions';
import { portfolioResponseSchema } from '@streams/schemas/portfolio';
import { JUP, useLendSim } from './lendSim';

const sim = useLendSim();

interface ProofJson {
  readonly claims: readonly { readonly id: string; readonly mint: string; readonly amount: string; readonly claimed: boolean }[];
}
const proof = async () => (await sim().json(`/asr-claim-proof/${sim().owner}?asrTimeline=oct-2024&mints=${JUP}`)) as ProofJson;

describe('ASR claims and the demo wallet', () => {
  it('a wallet without an airdrop has an empty claim list', async () => {
    expect((await proof()).claims).toEqual([]);
  });

  it('the demo wallet gets an airdrop, a real earn position and a loan', async () => {
    expect((await sim().sim.post('/__sim/wallet/demo', { address: sim().owner })).status).toBe(200);
    expect((await proof()).claims).toMatchObject([{ mint: JUP, amount: '42500000', claimed: false }]);
    expect(sim().running.ledger.tokenBalance(sim().owner, sim().shareMintOf('USDC'))).toBeGreaterThan(0n);
    const loans = (await sim().json(`/lend/v1/borrow/positions?users=${sim().owner}`)) as { supply: string }[];
    expect(loans).toMatchObject([{ supply: '3000000000' }]);
  });

  it('the demo wallet has positions on other protocols in fetchNoJup only, and its lend positions in fetchJup', async () => {
    const owner = sim().owner;
    const other = portfolioResponseSchema.parse(await sim().json(`/v1/portfolio/fetchNoJup?address=${owner}&addressSystem=solana`));
    expect(toOtherPositions(other).positions.map((position) => `${position.label} ${position.name}`)).toEqual([
      'Vault Kamino',
      'Staked Marinade',
      'Lending Save',
    ]);
    expect(toOtherPositions(other).total).toBeGreaterThan(0);
    const jup = convertPortfolio(portfolioResponseSchema.parse(await sim().json(`/v1/portfolio/fetchJup?address=${owner}&addressSystem=solana`)));
    expect(jup.lend.earnPositions[0]?.assets[0]?.amount).toBeCloseTo(400, 0);
    expect(jup.lend.borrowPositions[0]?.healthRatio).toBeGreaterThan(0);
  });

  it('Claim pays the airdrop on the ledger once; a second claim is refused', async () => {
    const [claim] = (await proof()).claims;
    const before = sim().running.ledger.tokenBalance(sim().owner, JUP);
    await sim().signAndLand('/asr-claim/claim', { signer: sim().owner, id: claim?.id });
    expect(sim().running.ledger.tokenBalance(sim().owner, JUP) - before).toBe(42_500_000n);
    expect((await proof()).claims[0]?.claimed).toBe(true);
    const again = await sim().sim.post('/asr-claim/claim', { signer: sim().owner, id: claim?.id });
    expect(again.status).toBe(400);
    expect((again.body as { error: string }).error).toBe('Already claimed');
  });

  it('answers 400 for what is not an address', async () => {
    expect((await sim().sim.get('/asr-claim-proof/nope')).status).toBe(400);
  });
});
