import type { Observable } from 'rxjs';
import { catchError, from, map, of, switchMap, take } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { TOKEN_METADATA_TIMEOUT_MS } from '../core/timing';
import type { SolanaRpc } from '../solana/ports';
import { METADATA_PROGRAM, metadataAddress, readMetadata } from '../solana/tokenMetadata';
import { safeExternalLink } from '../core/safeLink';

export { METADATA_PROGRAM, metadataAddress };

/** The uri of a metadata account (solana/tokenMetadata.ts reads the layout); undefined when it has none. */
export const metadataUri = (data: Uint8Array): string | undefined => {
  const uri = readMetadata(data)?.uri.trim();
  return uri === '' ? undefined : uri;
};

const offChainSchema = z.looseObject({ image: z.string().check(z.maxLength(1000)) });

/** A metadata document is a few hundred bytes of JSON; its host is anyone's, so its size is capped hard. */
export const METADATA_MAX_BYTES = 256 * 1024;

/**
 * A metadata uri or image worth fetching or showing: https (the link rules of core/safeLink.ts);
 * on the simulator profile also plain http to this machine, where the simulator serves them.
 * On mainnet nothing else: an http uri could be read or changed by anyone on the way.
 */
export const metadataUrl = (text: string | undefined, { localHttp }: { readonly localHttp: boolean }): string | undefined => {
  const external = safeExternalLink(text);
  if (external || !localHttp || !text) return external;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost') && url.username === '' && url.password === ''
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A token's image from its on-chain metadata (spec 001 §7), for a token the market data gives
 * no icon: the metadata account read over the RPC, its uri fetched with a 3 s timeout (T40), the
 * `image` of that document. Anything missing, slow or malformed is logged and undefined: the
 * page shows its fallback icon.
 */
export const metadataImage$ = (
  {
    rpc,
    http,
    logger,
    localHttp,
    addressOf = (of) => from(metadataAddress(of)),
  }: { rpc: SolanaRpc; http: HttpClient; logger: Logger; localHttp: boolean; addressOf?: (mint: string) => Observable<string> },
  mint: string,
): Observable<string | undefined> => {
  /** The rule for uris and images of this profile; what it refuses is logged. */
  const allowed = (text: string | undefined, what: string) => {
    const url = metadataUrl(text, { localHttp });
    if (text !== undefined && url === undefined) logger.warn(`Ignoring a token metadata ${what} that is not https`, { mint, [what]: text.slice(0, 120) });
    return url;
  };
  return addressOf(mint).pipe(
    switchMap((address) => rpc.getMultipleAccounts([address], 'confirmed').pipe(take(1))),
    map(([account]) => allowed(account && account.owner === METADATA_PROGRAM ? metadataUri(account.data) : undefined, 'uri')),
    switchMap((uri) =>
      uri === undefined
        ? of(undefined)
        : http
            .get(uri, {
              api: 'Token metadata',
              responseName: 'token metadata',
              schema: offChainSchema,
              timeoutMs: TOKEN_METADATA_TIMEOUT_MS,
              maxBodyBytes: METADATA_MAX_BYTES,
            })
            .pipe(map((document) => allowed(document.image, 'image'))),
    ),
    catchError((error: unknown) => {
      logger.warn('The token image could not be read from its metadata', { mint, error: error instanceof Error ? error.message : String(error) });
      return of(undefined);
    }),
  );
};
