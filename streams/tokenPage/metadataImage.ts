import type { Observable } from 'rxjs';
import { catchError, from, map, of, switchMap, take } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { TOKEN_METADATA_TIMEOUT_MS } from '../core/timing';
import { fromBase58 } from '../solana/codec';
import { findProgramAddress } from '../solana/pda';
import type { SolanaRpc } from '../solana/ports';
import { safeExternalLink } from '../core/safeLink';

/** The token metadata program (Metaplex): a mint's name, symbol and uri live in its account. */
export const METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';

const seed = new TextEncoder().encode('metadata');

/** The metadata account of a mint: the program-derived address of ('metadata', program, mint). */
export const metadataAddress = (mint: string): Promise<string> => {
  const mintBytes = fromBase58(mint);
  const program = fromBase58(METADATA_PROGRAM);
  if (!mintBytes || !program) return Promise.reject(new Error(`not a mint: ${mint}`));
  return findProgramAddress([seed, program, mintBytes], METADATA_PROGRAM);
};

/** The uri of a metadata account (v1 layout: key, update authority, mint, then name, symbol and uri as length-prefixed strings). */
export const metadataUri = (data: Uint8Array): string | undefined => {
  let at = 1 + 32 + 32;
  const text = (): string | undefined => {
    if (at + 4 > data.length) return undefined;
    const length = new DataView(data.buffer, data.byteOffset + at, 4).getUint32(0, true);
    if (length > 400 || at + 4 + length > data.length) return undefined;
    const value = new TextDecoder().decode(data.subarray(at + 4, at + 4 + length)).replace(/\0+$/, '');
    at += 4 + length;
    return value;
  };
  if (text() === undefined || text() === undefined) return undefined; // name, symbol
  const uri = text()?.trim();
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
