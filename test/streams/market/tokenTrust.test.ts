import { WELL_KNOWN_TOKENS } from '@streams/catalogues/wellKnownTokens';
import { imitatedSymbol, mixesScripts, symbolSkeleton, tokenTrust, trustWarning } from '@streams/market/tokenTrust';

const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const OTHER = 'Other1111111111111111111111111111111111111';

describe('token trust: the verified tick or the warning badge', () => {
  it.each([
    ['UՏDT', 'Armenian Tiwn for S'],
    ['UЅDT', 'Cyrillic Dze'],
    ['ՍSDT', 'Armenian Seh for U'],
    ['USDТ', 'Cyrillic Te'],
    ['ＵＳＤＴ', 'full-width letters'],
    ['𝐔𝐒𝐃𝐓', 'mathematical bold'],
    ['usdt', 'another case'],
    ['U.S.D.T', 'dots'],
    ['USDT', 'the very symbol, under another mint'],
  ])('%s (%s) imitates USDT', (symbol) => {
    expect(imitatedSymbol(OTHER, symbol)).toBe('USDT');
    expect(tokenTrust({ id: OTHER, symbol, verified: true })).toEqual({ level: 'warning', reason: 'imitation', imitates: 'USDT' });
  });

  it('S0L and B0NK imitate with a zero; Ꭲ (Cherokee) in a name-like symbol too', () => {
    expect(imitatedSymbol(OTHER, 'S0L')).toBe('SOL');
    expect(imitatedSymbol(OTHER, 'B0NK')).toBe('BONK');
    expect(imitatedSymbol(OTHER, 'ᎫUP')).toBe('JUP');
  });

  it('every well-known token under its own mint is itself, verified', () => {
    for (const { symbol, mint } of WELL_KNOWN_TOKENS) expect(tokenTrust({ id: mint, symbol, verified: true })).toEqual({ level: 'verified' });
    expect(tokenTrust({ id: USDT, symbol: 'USDT', verified: true })).toEqual({ level: 'verified' });
  });

  it('a symbol that mixes alphabets gets the warning even when verified; one alphabet alone does not', () => {
    expect(mixesScripts('PEPЕ')).toBe(true); // Cyrillic Ie at the end
    expect(tokenTrust({ id: OTHER, symbol: 'PEPЕ', verified: true })).toEqual({ level: 'warning', reason: 'mixed-script' });
    expect(mixesScripts('ДОГЕ')).toBe(false);
    expect(mixesScripts('狗狗コイン')).toBe(false); // Han with Katakana is Japanese
    expect(mixesScripts('WIF2')).toBe(false);
    expect(tokenTrust({ id: OTHER, symbol: 'ДОГЕ', verified: true })).toEqual({ level: 'verified' });
  });

  it('an unverified token gets the warning; the badge says why', () => {
    const unverified = tokenTrust({ id: OTHER, symbol: 'FROG', verified: false });
    expect(unverified).toEqual({ level: 'warning', reason: 'unverified' });
    expect(trustWarning(unverified)).toBe('Not verified: check the address');
    expect(trustWarning(tokenTrust({ id: OTHER, symbol: 'UՏDT', verified: false }))).toBe('Not the real USDT: check the address');
    expect(trustWarning({ level: 'verified' })).toBeUndefined();
  });

  it('the skeleton folds look-alikes, width and case', () => {
    expect(symbolSkeleton('UՏDT')).toBe(symbolSkeleton('USDT'));
    expect(symbolSkeleton('jitoSOL')).toBe('JITOSOL');
  });
});
