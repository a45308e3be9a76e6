import type { Observable } from 'rxjs';
import { catchError, forkJoin, from, map, of, startWith, switchMap, take } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { VERIFY_REQUEST_TIMEOUT_MS } from '../core/timing';
import { isVerifiedToken } from '../prices/tokenInfoRules';
import { assetListSchema } from '../schemas/asset';
import { cleanStudioText } from '../schemas/studio';
import { isAddress } from '../solana/codec';
import type { AccountSnapshot, SolanaRpc } from '../solana/ports';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../solana/programs';
import { METADATA_PROGRAM, metadataAddress, readMetadata } from '../solana/tokenMetadata';

/** spec 001 §8: a mint the token data does not know. */
export const INVALID_TOKEN = 'Invalid token information';
export const NOT_A_MINT = 'Not a mint address: 32 to 44 base58 characters';
export const TOKEN_CHECK_ERROR = 'The token could not be checked. Try again.';

export type TokenCheck =
  | { readonly status: 'idle' }
  | { readonly status: 'malformed'; readonly message: string }
  | { readonly status: 'checking' }
  | { readonly status: 'invalid'; readonly message: string }
  | { readonly status: 'error'; readonly message: string }
  | {
      readonly status: 'found';
      readonly mint: string;
      readonly name: string;
      readonly symbol: string;
      readonly verified: boolean;
      /** The name and symbol came from the mint's metadata account (else from the market data). */
      readonly fromMetadata: boolean;
    };

/** An SPL mint account is 82 bytes (Token-2022 adds extensions after). */
const MINT_SIZE = 82;
const isMintAccount = (account: AccountSnapshot | null | undefined) =>
  account !== null && account !== undefined && (account.owner === TOKEN_PROGRAM || account.owner === TOKEN_2022_PROGRAM) && account.data.length >= MINT_SIZE;

export interface TokenCheckDeps {
  readonly http: HttpClient;
  readonly marketApi: string;
  readonly rpc: SolanaRpc;
  readonly logger: Logger;
  readonly addressOf?: (mint: string) => Observable<string>;
}

/**
 * What the verification form knows of a mint: a token only when the ledger holds its mint
 * account and the market data lists it (else the spec's 'Invalid token information'); its name
 * and symbol from its metadata account, for the user to confirm; whether it is verified already
 * (read fresh: a decision changes it). A failed read is a state that says so, logged.
 */
export const createTokenCheck =
  ({ http, marketApi, rpc, logger, addressOf = (mint) => from(metadataAddress(mint)) }: TokenCheckDeps) =>
  (mint: string): Observable<TokenCheck> => {
    if (mint === '') return of({ status: 'idle' });
    if (!isAddress(mint)) return of({ status: 'malformed', message: NOT_A_MINT });
    const accounts$ = addressOf(mint).pipe(switchMap((metadata) => rpc.getMultipleAccounts([mint, metadata], 'confirmed').pipe(take(1))));
    const asset$ = http
      .get(`${marketApi}/v1/assets`, {
        api: 'Market API',
        responseName: 'assets',
        schema: assetListSchema,
        query: { ids: [mint] },
        noCache: true,
        timeoutMs: VERIFY_REQUEST_TIMEOUT_MS,
      })
      .pipe(map((assets) => assets.find((asset) => asset.id === mint)));
    return forkJoin([accounts$, asset$]).pipe(
      map(([[mintAccount, metadataAccount], asset]): TokenCheck => {
        if (!isMintAccount(mintAccount) || !asset) return { status: 'invalid', message: INVALID_TOKEN };
        const metadata = metadataAccount?.owner === METADATA_PROGRAM ? readMetadata(metadataAccount.data) : undefined;
        const name = cleanStudioText(metadata?.name ?? '', 64);
        const symbol = cleanStudioText(metadata?.symbol ?? '', 16);
        return {
          status: 'found',
          mint,
          name: name || cleanStudioText(asset.name, 64),
          symbol: symbol || cleanStudioText(asset.symbol, 16),
          verified: asset.isVerified === true || isVerifiedToken(asset),
          fromMetadata: name !== '' && symbol !== '',
        };
      }),
      catchError((error: unknown) => {
        logger.warn(TOKEN_CHECK_ERROR, { mint, error: error instanceof Error ? error.message : String(error) });
        return of<TokenCheck>({ status: 'error', message: TOKEN_CHECK_ERROR });
      }),
      startWith<TokenCheck>({ status: 'checking' }),
    );
  };

export type TokenCheckOf = ReturnType<typeof createTokenCheck>;
