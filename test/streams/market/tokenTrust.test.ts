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

describe('token trust: look-alike letters read as the Latin ones they copy', () => {
  it.each([
    ['А', 'A', 'Cyrillic Capital Letter A'],
    ['В', 'B', 'Cyrillic Capital Letter Ve'],
    ['Е', 'E', 'Cyrillic Capital Letter Ie'],
    ['К', 'K', 'Cyrillic Capital Letter Ka'],
    ['М', 'M', 'Cyrillic Capital Letter Em'],
    ['Н', 'H', 'Cyrillic Capital Letter En'],
    ['О', 'O', 'Cyrillic Capital Letter O'],
    ['Р', 'P', 'Cyrillic Capital Letter Er'],
    ['С', 'C', 'Cyrillic Capital Letter Es'],
    ['Т', 'T', 'Cyrillic Capital Letter Te'],
    ['Х', 'X', 'Cyrillic Capital Letter Ha'],
    ['У', 'Y', 'Cyrillic Capital Letter U'],
    ['Ѕ', 'S', 'Cyrillic Capital Letter Dze'],
    ['І', 'I', 'Cyrillic Capital Letter Byelorussian-Ukrainian I'],
    ['Ј', 'J', 'Cyrillic Capital Letter Je'],
    ['Ү', 'Y', 'Cyrillic Capital Letter Straight U'],
    ['Ԛ', 'Q', 'Cyrillic Capital Letter Qa'],
    ['Ԝ', 'W', 'Cyrillic Capital Letter We'],
    ['а', 'A', 'Cyrillic Small Letter A'],
    ['в', 'B', 'Cyrillic Small Letter Ve'],
    ['е', 'E', 'Cyrillic Small Letter Ie'],
    ['к', 'K', 'Cyrillic Small Letter Ka'],
    ['м', 'M', 'Cyrillic Small Letter Em'],
    ['н', 'H', 'Cyrillic Small Letter En'],
    ['о', 'O', 'Cyrillic Small Letter O'],
    ['р', 'P', 'Cyrillic Small Letter Er'],
    ['с', 'C', 'Cyrillic Small Letter Es'],
    ['т', 'T', 'Cyrillic Small Letter Te'],
    ['х', 'X', 'Cyrillic Small Letter Ha'],
    ['у', 'Y', 'Cyrillic Small Letter U'],
    ['ѕ', 'S', 'Cyrillic Small Letter Dze'],
    ['і', 'I', 'Cyrillic Small Letter Byelorussian-Ukrainian I'],
    ['ј', 'J', 'Cyrillic Small Letter Je'],
    ['ԁ', 'D', 'Cyrillic Small Letter Komi De'],
    ['һ', 'H', 'Cyrillic Small Letter Shha'],
    ['ԛ', 'Q', 'Cyrillic Small Letter Qa'],
    ['ԝ', 'W', 'Cyrillic Small Letter We'],
    ['Α', 'A', 'Greek Capital Letter Alpha'],
    ['Β', 'B', 'Greek Capital Letter Beta'],
    ['Ε', 'E', 'Greek Capital Letter Epsilon'],
    ['Ζ', 'Z', 'Greek Capital Letter Zeta'],
    ['Η', 'H', 'Greek Capital Letter Eta'],
    ['Ι', 'I', 'Greek Capital Letter Iota'],
    ['Κ', 'K', 'Greek Capital Letter Kappa'],
    ['Μ', 'M', 'Greek Capital Letter Mu'],
    ['Ν', 'N', 'Greek Capital Letter Nu'],
    ['Ο', 'O', 'Greek Capital Letter Omicron'],
    ['Ρ', 'P', 'Greek Capital Letter Rho'],
    ['Τ', 'T', 'Greek Capital Letter Tau'],
    ['Υ', 'Y', 'Greek Capital Letter Upsilon'],
    ['Χ', 'X', 'Greek Capital Letter Chi'],
    ['ο', 'O', 'Greek Small Letter Omicron'],
    ['ν', 'V', 'Greek Small Letter Nu'],
    ['ρ', 'P', 'Greek Small Letter Rho'],
    ['ι', 'I', 'Greek Small Letter Iota'],
    ['κ', 'K', 'Greek Small Letter Kappa'],
    ['υ', 'U', 'Greek Small Letter Upsilon'],
    ['Ս', 'U', 'Armenian Capital Letter Seh'],
    ['ս', 'U', 'Armenian Small Letter Seh'],
    ['Տ', 'S', 'Armenian Capital Letter Tiwn'],
    ['Օ', 'O', 'Armenian Capital Letter Oh'],
    ['օ', 'O', 'Armenian Small Letter Oh'],
    ['ո', 'N', 'Armenian Small Letter Vo'],
    ['Լ', 'L', 'Armenian Capital Letter Liwn'],
    ['հ', 'H', 'Armenian Small Letter Ho'],
    ['զ', 'Q', 'Armenian Small Letter Za'],
    ['ց', 'G', 'Armenian Small Letter Co'],
    ['Ꭺ', 'A', 'Cherokee Letter Go'],
    ['Ᏼ', 'B', 'Cherokee Letter Yv'],
    ['Ꮯ', 'C', 'Cherokee Letter Tli'],
    ['Ꭰ', 'D', 'Cherokee Letter A'],
    ['Ꭼ', 'E', 'Cherokee Letter Gv'],
    ['Ꮐ', 'G', 'Cherokee Letter Nah'],
    ['Ꮋ', 'H', 'Cherokee Letter Mi'],
    ['Ꭻ', 'J', 'Cherokee Letter Gu'],
    ['Ꮶ', 'K', 'Cherokee Letter Tso'],
    ['Ꮮ', 'L', 'Cherokee Letter Tle'],
    ['Ꮇ', 'M', 'Cherokee Letter Lu'],
    ['Ꮎ', 'O', 'Cherokee Letter Na'],
    ['Ꮲ', 'P', 'Cherokee Letter Tlv'],
    ['Ꮪ', 'S', 'Cherokee Letter Du'],
    ['Ꭲ', 'T', 'Cherokee Letter I'],
    ['Ꮩ', 'V', 'Cherokee Letter Do'],
    ['Ꮃ', 'W', 'Cherokee Letter La'],
    ['Ꮓ', 'Z', 'Cherokee Letter No'],
    ['0', 'O', 'Digit Zero'],
    ['1', 'I', 'Digit One'],
  ])('%s reads as Latin %s (%s)', (lookalike, latin) => {
    expect(symbolSkeleton(lookalike)).toBe(latin);
    expect(symbolSkeleton(`${lookalike}X`)).toBe(`${latin}X`);
  });

  it('impostors spelt with look-alikes, or with a one for an I, are named after the token they copy', () => {
    expect(imitatedSymbol(OTHER, 'ВОNК')).toBe('BONK'); // Cyrillic Ve, O and Ka
    expect(imitatedSymbol(OTHER, 'ΡΥΤΗ')).toBe('PYTH'); // all Greek
    expect(imitatedSymbol(OTHER, 'J1TOSOL')).toBe('JitoSOL');
    expect(tokenTrust({ id: OTHER, symbol: 'ВОNК', verified: true })).toEqual({ level: 'warning', reason: 'imitation', imitates: 'BONK' });
    expect(trustWarning(tokenTrust({ id: OTHER, symbol: 'J1TOSOL', verified: true }))).toBe('Not the real JitoSOL: check the address');
  });

  it('a symbol that copies no well-known one imitates nothing', () => {
    expect(imitatedSymbol(OTHER, 'FROG')).toBeUndefined();
    expect(imitatedSymbol(OTHER, 'BONKS')).toBeUndefined();
  });
});

describe('token trust: which alphabets count as mixing', () => {
  const ALPHABETS: readonly (readonly [string, string, string])[] = [
    ['Latin', 'A', 'DOGE'],
    ['Cyrillic', 'Д', 'ДОГЕ'],
    ['Greek', 'Ω', 'ΩΜΕΓΑ'],
    ['Armenian', 'Հ', 'ՀԱՅ'],
    ['Cherokee', 'Ꮳ', 'ᏣᎳᎩ'],
    ['Georgian', 'ლ', 'ლარი'],
    ['Japanese (Han, Hiragana and Katakana)', '日', '日本のコイン'],
    ['Hangul', '코', '코인'],
    ['Arabic', 'د', 'دينار'],
    ['Hebrew', 'ש', 'שקל'],
    ['Thai', 'บ', 'บาท'],
    ['Devanagari', 'र', 'रुपया'],
  ];

  it.each(ALPHABETS)('a %s symbol alone does not mix alphabets, and keeps its verified tick', (_name, _letter, word) => {
    expect(mixesScripts(word)).toBe(false);
    expect(mixesScripts(`${word}2`)).toBe(false);
    expect(tokenTrust({ id: OTHER, symbol: word, verified: true })).toEqual({ level: 'verified' });
  });

  const pairs = ALPHABETS.flatMap(([first, firstLetter], index) =>
    ALPHABETS.slice(index + 1).map(([second, secondLetter]) => [first, second, `${firstLetter}${secondLetter}`] as const),
  );

  it.each(pairs)('a %s letter with a %s one mixes alphabets', (_first, _second, symbol) => {
    expect(mixesScripts(symbol)).toBe(true);
    expect(trustWarning(tokenTrust({ id: OTHER, symbol, verified: true }))).toBe('Symbol mixes alphabets: check the address');
  });

  it('a letter from an alphabet outside the list (Ethiopic) counts as one alphabet of its own', () => {
    expect(mixesScripts('ብር')).toBe(false);
    expect(tokenTrust({ id: OTHER, symbol: 'ብር', verified: true })).toEqual({ level: 'verified' });
    expect(mixesScripts('ብA')).toBe(true);
    expect(mixesScripts('Aብ')).toBe(true);
    expect(mixesScripts('ብ코')).toBe(true);
  });
});

describe('token trust: what the warning badge says', () => {
  it('a mixed-alphabet symbol says so', () => {
    expect(trustWarning({ level: 'warning', reason: 'mixed-script' })).toBe('Symbol mixes alphabets: check the address');
    expect(trustWarning(tokenTrust({ id: OTHER, symbol: 'PEPЕ', verified: false }))).toBe('Symbol mixes alphabets: check the address');
  });

  it('an imitation whose original is not named still warns, naming no token', () => {
    expect(trustWarning({ level: 'warning', reason: 'imitation' })).toBe('Not the real token: check the address');
  });
});
