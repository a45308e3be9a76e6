import { useStreams } from '@/app/StreamsContext';

/** A wallet connected in an earlier visit, which the wallet stack reconnects at start-up. */
export const useWalletRemembered = (): boolean => useStreams().wallet.remembered;
