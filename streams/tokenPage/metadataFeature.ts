import type { Observable } from 'rxjs';
import { shareReplay } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import type { SolanaRpc } from '../solana/ports';
import { metadataImage$ } from './metadataImage';

/**
 * Token images from on-chain metadata, for tokens the market data gives no icon: read once per
 * mint and kept for the visit. A feature: only the token page loads it.
 */
export const tokenMetadataFeature = ({ rpc, http, logger, config }: Pick<PortNeeds, 'http' | 'logger' | 'config'> & { readonly rpc: SolanaRpc }) => {
  const images = new Map<string, Observable<string | undefined>>();
  return {
    image$: (mint: string): Observable<string | undefined> => {
      let image = images.get(mint);
      if (!image) {
        // Plain http only to the simulator on this machine; mainnet metadata must be https.
        image = metadataImage$({ rpc, http, logger, localHttp: config.profile === 'sim' }, mint).pipe(shareReplay({ bufferSize: 1, refCount: false }));
        images.set(mint, image);
      }
      return image;
    },
  };
};
