import { txFeature } from '@streams/tx/feature';
import { useStreams } from '@/app/StreamsContext';

/** Withdrawals, on the write path (built on first use: the drawer is in the wallet chunk). */
export const useWithdraw = () => useStreams().features.get(txFeature).withdraw;
