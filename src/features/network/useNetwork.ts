import { networkFeature } from '@streams/network/feature';
import { useStreams } from '@/app/StreamsContext';

/** The network feature (chain and RPC health, banners, risk check), built on first use. */
export const useNetwork = () => useStreams().features.get(networkFeature);
