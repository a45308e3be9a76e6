import { txFeature } from '@streams/tx/feature';
import { useEffect } from 'react';
import { useStreams } from '@/app/StreamsContext';

/**
 * Builds the write path when the wallet layer mounts: its reload recovery then follows the
 * transactions the connected wallet left in flight before a reload (tx/recovery.ts).
 */
export const useWritePathRecovery = (): void => {
  const { features } = useStreams();
  useEffect(() => void features.get(txFeature), [features]);
};
