import { verifyRequestsSchema, verifySubmitAnswerSchema } from '../../../streams/schemas';
import { assetListSchema } from '../../../streams/schemas/asset';
import { INVALID_TOKEN, VERIFY_REFUSALS } from '../../../sim/verify';
import { type TestSim, eventually, startTestSim } from '../../support/simServer';

const REQUESTER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const OTHER = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';

let sim: TestSim;
beforeAll(async () => {
  sim = await startTestSim({ tokenCount: 60, rate: 0 });
});
afterAll(async () => {
  await sim.close();
});

/** Tokens no test of this file has used yet, unverified at creation. */
const used = new Set<string>();
const unverifiedMint = () => {
  const token = [...sim.market().tokens()].find((candidate) => !candidate.info.verified && !used.has(candidate.info.mint));
  if (!token) throw new Error('no unverified token left');
  used.add(token.info.mint);
  return token.info;
};

const form = (mint: string, overrides: Record<string, unknown> = {}) => ({
  requester: REQUESTER,
  mint,
  website: 'https://project.example',
  twitter: 'https://x.com/project',
  reasons: 'A real project with a live product, an audited program and a community of holders.',
  ...overrides,
});
const submit = async (body: Record<string, unknown>) => sim.post('/verify/v1/requests', body);
const refusal = async (body: Record<string, unknown>, status = 400) => {
  const answer = await submit(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return (answer.body as { error: string }).error;
};
const listed = async (requester = REQUESTER) => verifyRequestsSchema.parse((await sim.get(`/verify/v1/requests?requester=${requester}`)).body).requests;
const asset = async (mint: string) => assetListSchema.parse((await sim.get(`/v1/assets?ids=${mint}`)).body)[0];
const decide = (body: Record<string, unknown>) => sim.post('/__sim/verify/decide', body);

describe('token verification on the simulator', () => {
  it('takes a request for a listed token, with the name and symbol the market lists, and lists it for its requester as pending', async () => {
    const info = unverifiedMint();
    const answer = await submit(form(info.mint, { contact: 'team@project.example' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { request } = verifySubmitAnswerSchema.parse(answer.body);
    expect(request).toMatchObject({
      mint: info.mint,
      name: info.name,
      symbol: info.symbol,
      status: 'pending',
      contact: 'team@project.example',
      decidedAt: null,
    });
    expect((await listed()).map((entry) => entry.id)).toContain(request.id);
    expect(await listed(OTHER)).toEqual([]);
  });

  it('refuses a mint that is no token with the spec message, bad links with their reason, and keeps hostile text as text', async () => {
    expect(await refusal(form(OTHER))).toBe(INVALID_TOKEN);
    expect(await refusal(form('not-an-address-but-long-enough-to-pass-zod'))).toBe(INVALID_TOKEN);
    const { mint } = unverifiedMint();
    expect(await refusal(form(mint, { website: 'http://project.example' }))).toBe('Website: Only https links');
    expect(await refusal(form(mint, { website: 'javascript:alert(1)' }))).toBe('Website: Only https links');
    expect(await refusal(form(mint, { twitter: 'https://evil.example/project' }))).toBe('X profile: An X profile: https://x.com/yourproject');
    expect(await refusal(form(mint, { reasons: 'too short' }))).toBe('Reasons: Say why in at least 30 characters');
    expect(await refusal({ mint })).toMatch(/^Expected/);
    const answer = await submit(form(mint, { reasons: '\u202e<img src=x onerror=alert(1)> a real project with users and an audit' }));
    expect(answer.status).toBe(200);
    expect(verifySubmitAnswerSchema.parse(answer.body).request.reasons).toBe('<img src=x onerror=alert(1)> a real project with users and an audit');
  });

  it('refuses a second pending request for the same mint, from anyone', async () => {
    const { mint } = unverifiedMint();
    expect((await submit(form(mint))).status).toBe(200);
    expect(await refusal(form(mint), 409)).toBe(VERIFY_REFUSALS.pending);
    expect(await refusal(form(mint, { requester: OTHER }), 409)).toBe(VERIFY_REFUSALS.pending);
  });

  it('a rejection leaves the token unverified and lets a new request in', async () => {
    const { mint } = unverifiedMint();
    expect((await submit(form(mint))).status).toBe(200);
    const decided = await decide({ mint, decision: 'rejected', note: 'No audit found' });
    expect(decided.status).toBe(200);
    const request = (await listed()).find((entry) => entry.mint === mint);
    expect(request).toMatchObject({ status: 'rejected', note: 'No audit found' });
    expect(request?.decidedAt).not.toBeNull();
    expect((await asset(mint))?.isVerified).toBe(false);
    // Decided once: the switch finds nothing pending any more.
    expect((await decide({ id: request?.id, decision: 'approved' })).status).toBe(404);
    expect((await submit(form(mint))).status).toBe(200);
  });

  it('an approval tags the token verified in the market data, search, the verified list and the live stream; undone by forget', async () => {
    const info = unverifiedMint();
    expect((await submit(form(info.mint))).status).toBe(200);
    const { frames, send } = await sim.openSocket();
    send({ type: 'subscribe:assets', assets: [info.mint] });
    expect((await asset(info.mint))?.isVerified).toBe(false);

    expect((await decide({ mint: info.mint, decision: 'approved' })).status).toBe(200);
    expect((await listed()).find((entry) => entry.mint === info.mint)?.status).toBe('approved');
    const approved = await asset(info.mint);
    expect(approved?.isVerified).toBe(true);
    expect(approved?.tags).toContain('verified');
    const search = assetListSchema.parse((await sim.get(`/v1/assets/search?query=${info.mint}`)).body);
    expect(search.find((entry) => entry.id === info.mint)?.isVerified).toBe(true);
    const verifiedList = assetListSchema.parse((await sim.get('/tokens/v2/tag?query=verified')).body);
    expect(verifiedList.map((entry) => entry.id)).toContain(info.mint);
    // The stream tells whoever follows the token, without waiting for a trade (the market is idle here).
    const update = await eventually(() =>
      frames.find(
        (frame): frame is { type: string; data: { asset: { id: string; isVerified: boolean } }[] } =>
          (frame as { type?: string }).type === 'asset-updates' &&
          (frame as { data: { asset: { id: string; isVerified?: boolean } }[] }).data.some(
            (entry) => entry.asset.id === info.mint && entry.asset.isVerified === true,
          ),
      ),
    );
    expect(update.type).toBe('asset-updates');
    // Verified now: a new request says so.
    expect(await refusal(form(info.mint), 409)).toBe(VERIFY_REFUSALS.verified);

    const forgotten = await sim.post('/__sim/verify/forget', { mint: info.mint });
    expect(forgotten.body).toMatchObject({ forgotten: 1, restored: true });
    expect((await asset(info.mint))?.isVerified).toBe(false);
    expect((await asset(info.mint))?.tags ?? []).not.toContain('verified');
    expect((await listed()).some((entry) => entry.mint === info.mint)).toBe(false);
  });

  it('the switch refuses what it cannot read, and a request that is not pending', async () => {
    expect((await decide({ decision: 'approved' })).status).toBe(400);
    expect((await decide({ mint: OTHER, decision: 'maybe' })).status).toBe(400);
    expect((await decide({ mint: OTHER, decision: 'approved' })).status).toBe(404);
  });
});
