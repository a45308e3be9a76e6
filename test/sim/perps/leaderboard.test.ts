import { leaderboardSchema } from '@streams/perps/leaderboard';
import { leaderboard, rankTraders, simulatedTraders, statsOf } from '../../../sim/perps/leaderboard';
import type { PerpsActivityRecord } from '../../../sim/wallet/records';
import { type TestSim, startTestSim } from '../../support/simServer';

/**
 * The perps leaderboard on the simulator: ledger traders' closes ranked among a seeded crowd,
 * by realised PnL or volume, over the week or all time; read with the client's own schema.
 */
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const NOW_S = NOW / 1000;
const DAY = 86_400;
const WALLET = 'GZpW2AdY9Q7gQ4bcxqXR3JrKk3JG6y6ZtNsD1e2jTQDx';
const trade = (createdAt: number, sizeUsd: number, pnlUsd?: number): PerpsActivityRecord =>
  ({ owner: WALLET, side: 'long', price: 150, txId: `t${createdAt}`, createdAt, sizeUsd, ...(pnlUsd === undefined ? {} : { pnlUsd }) }) as PerpsActivityRecord;

let sim: TestSim;
beforeAll(async () => {
  sim = await startTestSim({ now: () => NOW, tokenCount: 40 });
}, 60_000);
afterAll(async () => {
  await sim?.close();
});

describe('perps leaderboard', () => {
  it("a wallet's figures: volume from every trade in the period, PnL from its closes", () => {
    const trades = [trade(NOW_S - 10 * DAY, 5000), trade(NOW_S - 9 * DAY, 5000, -200), trade(NOW_S - DAY, 2000), trade(NOW_S - 3600, 2000, 350)];
    expect(statsOf(WALLET, trades, 0)).toEqual({ wallet: WALLET, volumeUsd: 14_000, pnlUsd: 150, closes: 2 });
    expect(statsOf(WALLET, trades, NOW_S - 7 * DAY)).toEqual({ wallet: WALLET, volumeUsd: 4000, pnlUsd: 350, closes: 1 });
  });

  it('ranks by the sort, ties by the other figure then the address; the same seed gives the same crowd', () => {
    const rows = [
      { wallet: 'b', pnlUsd: 10, volumeUsd: 100, closes: 1 },
      { wallet: 'a', pnlUsd: 10, volumeUsd: 100, closes: 1 },
      { wallet: 'c', pnlUsd: 10, volumeUsd: 900, closes: 1 },
      { wallet: 'd', pnlUsd: 50, volumeUsd: 1, closes: 1 },
    ];
    expect(rankTraders(rows, 'pnl').map((row) => `${row.rank}${row.wallet}`)).toEqual(['1d', '2c', '3a', '4b']);
    expect(rankTraders(rows, 'volume').map((row) => row.wallet)).toEqual(['c', 'a', 'b', 'd']);
    expect(simulatedTraders(7)).toEqual(simulatedTraders(7));
    expect(simulatedTraders(7)[0]?.wallet).not.toBe(simulatedTraders(8)[0]?.wallet);
  });

  it("a ledger trader joins the crowd with its own figures; one whose trades are all older than a week is not on the week's board", () => {
    const crowd = simulatedTraders(7);
    const big = Math.max(...crowd.map((trader) => trader.all.pnlUsd)) + 1;
    const board = leaderboard(crowd, [[WALLET, [trade(NOW_S - 3600, 10_000, big)]]], 'all', 'pnl', NOW_S);
    expect(board[0]).toEqual({ rank: 1, wallet: WALLET, pnlUsd: big, volumeUsd: 10_000, closes: 1 });
    expect(board).toHaveLength(crowd.length + 1);
    const week = leaderboard(crowd, [[WALLET, [trade(NOW_S - 8 * DAY, 10_000, big)]]], 'week', 'pnl', NOW_S);
    expect(week.some((row) => row.wallet === WALLET)).toBe(false);
  });

  it('the route answers the board the client reads, with the asking wallet’s row, and refuses odd parameters', async () => {
    const { status, body } = await sim.get('/perps/v2/leaderboard?period=all&sort=volume&limit=10');
    expect(status).toBe(200);
    const board = leaderboardSchema.parse(body);
    expect(board.rows).toHaveLength(10);
    expect(board.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(board.rows.every((row, index) => index === 0 || (board.rows[index - 1]?.volumeUsd ?? 0) >= row.volumeUsd)).toBe(true);
    expect(board.you).toBeNull();
    const own = await sim.get(`/perps/v2/leaderboard?period=week&sort=pnl&walletAddress=${board.rows[3]?.wallet ?? ''}`);
    expect(leaderboardSchema.parse(own.body).you?.wallet).toBe(board.rows[3]?.wallet);
    for (const bad of ['period=month', 'sort=luck', 'limit=0', 'limit=101', 'walletAddress=%3Cscript%3E']) {
      const refused = await sim.get(`/perps/v2/leaderboard?${bad}`);
      expect(refused.status, bad).toBe(400);
    }
  });
});
