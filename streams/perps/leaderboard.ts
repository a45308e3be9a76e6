import type { Observable, SchedulerLike } from 'rxjs';
import * as z from 'zod/mini';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { LEADERBOARD_REFRESH_MS } from '../core/timing';

export type LeaderboardPeriod = 'week' | 'all';
export type LeaderboardSort = 'pnl' | 'volume';

const rowSchema = z.object({
  rank: z.int().check(z.positive()),
  wallet: z.string(),
  pnlUsd: z.number(),
  volumeUsd: z.number().check(z.gte(0)),
  closes: z.int().check(z.gte(0)),
});
export type LeaderboardRow = z.infer<typeof rowSchema>;

export const leaderboardSchema = z.object({
  total: z.int().check(z.gte(0)),
  rows: z.array(rowSchema),
  you: z.nullable(rowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/**
 * The perps leaderboard (issue 29 item 3): GET {perpsApi}/leaderboard for a period and a sort,
 * with the wallet's own row when one is connected; read on the visit and again every T68 while
 * shown. A board per period, sort and wallet, shared by whoever shows it.
 */
export const createLeaderboard = ({
  http,
  perpsApi,
  scheduler,
}: {
  readonly http: HttpClient;
  readonly perpsApi: string;
  readonly scheduler: SchedulerLike;
}) => {
  const boards = new Map<string, CachedResource<Leaderboard>>();
  return {
    board$: (period: LeaderboardPeriod, sort: LeaderboardSort, wallet: string | undefined): Observable<ResourceState<Leaderboard>> => {
      const key = `${period}:${sort}:${wallet ?? ''}`;
      let board = boards.get(key);
      if (!board) {
        board = createCachedResource<Leaderboard>({
          scheduler,
          staleAfterMs: LEADERBOARD_REFRESH_MS,
          refetchIntervalMs: LEADERBOARD_REFRESH_MS,
          fetch: () =>
            http.get(`${perpsApi}/leaderboard`, {
              api: 'Perps API',
              responseName: 'leaderboard',
              schema: leaderboardSchema,
              query: { period, sort, limit: 50, walletAddress: wallet },
            }),
        });
        boards.set(key, board);
      }
      return board.state$;
    },
  };
};

export type LeaderboardStreams = ReturnType<typeof createLeaderboard>;
