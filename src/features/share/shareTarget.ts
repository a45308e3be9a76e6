import { isAddress } from '@streams/solana';

/** What /share draws: a token (`?token={mint}`) or a perps position (`?owner={wallet}&position={key}`). */
export type ShareTarget =
  | { readonly kind: 'token'; readonly mint: string }
  | { readonly kind: 'position'; readonly owner: string; readonly position: string }
  | { readonly kind: 'invalid'; readonly message: string };

interface Params {
  getAll(name: string): string[];
}

const one = (params: Params, name: string): string | undefined | null => {
  const values = params.getAll(name);
  if (values.length > 1) return null;
  return values[0];
};

/** A position's key as the perps service names it (an account address on the real service): letters, digits and dashes. */
const POSITION_KEY = /^[A-Za-z0-9-]{1,88}$/;

export const NO_TARGET = 'Nothing to share: open a token or a position and press Share, or use /share?token={mint}.';

/**
 * Reads /share's address as hostile input: the token and wallet must be Solana addresses, the
 * position a plain key, each given once;
 * anything else is a clear message, never a request or a drawing.
 */
export const readShareTarget = (params: Params): ShareTarget => {
  const token = one(params, 'token');
  const owner = one(params, 'owner');
  const position = one(params, 'position');
  if (token === null || owner === null || position === null)
    return { kind: 'invalid', message: 'The link names a value twice, so it cannot say what to share.' };
  if (token !== undefined && (owner !== undefined || position !== undefined))
    return { kind: 'invalid', message: 'The link names both a token and a position: share one at a time.' };
  if (token !== undefined)
    return isAddress(token) ? { kind: 'token', mint: token } : { kind: 'invalid', message: 'The token in the link is not a token address.' };
  if (position === undefined && owner === undefined) return { kind: 'invalid', message: NO_TARGET };
  if (position === undefined || owner === undefined) return { kind: 'invalid', message: 'A position link names both the wallet (owner) and the position.' };
  if (!isAddress(owner)) return { kind: 'invalid', message: 'The wallet in the link is not a Solana address.' };
  if (!POSITION_KEY.test(position)) return { kind: 'invalid', message: 'The position in the link is not a position key.' };
  return { kind: 'position', owner, position };
};

/** The path that shares a target, for Share buttons and Copy link. */
export const sharePath = (
  target: { readonly kind: 'token'; readonly mint: string } | { readonly kind: 'position'; readonly owner: string; readonly position: string },
) =>
  target.kind === 'token'
    ? `/share?${new URLSearchParams({ token: target.mint }).toString()}`
    : `/share?${new URLSearchParams({ owner: target.owner, position: target.position }).toString()}`;
