import { airdropFeature } from '@streams/claims/airdropFeature';
import { useStreams } from '@/app/StreamsContext';

/** The airdrop checker's model, built on the first visit of /portfolio/airdrop-checker. */
export const useAirdropChecker = () => useStreams().features.get(airdropFeature);
