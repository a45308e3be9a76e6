import type { ResourceState } from '@streams/core';
import type { Leaderboard, LeaderboardPeriod, LeaderboardSort } from '@streams/perps';
import { leaderboardFeature } from '@streams/perps/leaderboardFeature';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

const LOADING = { status: 'loading' } as const;

/** The board for a period and a sort, with the wallet's own row; read again every T68 while shown. */
export const useLeaderboard = (period: LeaderboardPeriod, sort: LeaderboardSort, wallet: string | undefined): ResourceState<Leaderboard> => {
  const board = useStreams().features.get(leaderboardFeature);
  return useObservableState(
    useMemo(() => board.board$(period, sort, wallet), [board, period, sort, wallet]),
    LOADING,
  );
};
