import { createMemoryStorage } from '@streams/core/ports';
import { createListSettings } from '@streams/market/listSettings';
import { highlightMcap, organicTone, securityScore } from '@streams/market/scores';
import { DESCRIPTION_MAX, safeHttpsUrl, tokenDescription, tokenName, tokenSymbol } from '@streams/market/tokenText';
import { firstValueFrom } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { makePool } from '../../support/fixtures/pools';

describe('display scores (spec 000 §5)', () => {
  it.each([
    ['all three', { mintAuthorityDisabled: true, freezeAuthorityDisabled: true, topHoldersPercentage: 10 }, 3, 'good'],
    ['unknown top holders counts', { mintAuthorityDisabled: true, freezeAuthorityDisabled: true, topHoldersPercentage: null }, 3, 'good'],
    ['top holders at 15% does not', { mintAuthorityDisabled: true, freezeAuthorityDisabled: true, topHoldersPercentage: 15 }, 2, 'warn'],
    ['one point', { mintAuthorityDisabled: false, freezeAuthorityDisabled: true, topHoldersPercentage: 40 }, 1, 'neutral'],
    ['no audit: top holders unknown', undefined, 1, 'neutral'],
  ])('security score: %s', (_name, audit, score, tone) => {
    expect(securityScore(makePool('a', { asset: { audit } }).baseAsset)).toEqual({ score, tone });
  });

  it("organic 'high' is green; market cap above 250k is highlighted", () => {
    expect(organicTone('high')).toBe('good');
    expect(organicTone('medium')).toBe('neutral');
    expect(highlightMcap(250_001)).toBe(true);
    expect(highlightMcap(250_000)).toBe(false);
    expect(highlightMcap(null)).toBe(false);
  });
});

describe('hostile token text', () => {
  it('cuts names to 30 and symbols to 10 characters, without NUL or bidi controls', () => {
    expect(tokenName(`Long ${'W'.repeat(10_000)}`)).toHaveLength(30);
    expect(tokenName('\u202Egnp.exe Right To Left')).toBe('gnp.exe Right To Left');
    expect(tokenName('Nul\u0000Byte')).toBe('NulByte');
    expect(tokenSymbol('<b>XSS</b>')).toBe('<b>XSS</b>');
    expect(tokenSymbol('L'.repeat(40))).toBe(`${'L'.repeat(9)}…`);
    expect(tokenName('   ')).toBe('Unknown');
    expect(tokenSymbol(undefined)).toBe('?');
  });

  it('removes zero-width characters, C1 controls and bidi isolates and marks, which hide or reorder text', () => {
    expect(tokenSymbol('U\u200BS\u200CD\u200DC')).toBe('USDC');
    expect(tokenSymbol('\uFEFFSOL\u2060')).toBe('SOL');
    expect(tokenName('A\u2066B\u2067C\u2068D\u2069\u061C\u180E')).toBe('ABCD');
    expect(tokenName('X\u0085\u009FY')).toBe('XY');
    // ordinary non-Latin text stays
    expect(tokenName('ドージ 🐶')).toBe('ドージ 🐶');
  });

  it('descriptions keep their line breaks but lose the same hidden characters, and are cut to 2,000 characters', () => {
    expect(tokenDescription('First line\u202E reversed\r\n\n\n\nSecond\u200B line\u0000\n')).toBe('First line reversed\n\nSecond line');
    expect(tokenDescription(`${'x'.repeat(5_000)}`)).toHaveLength(DESCRIPTION_MAX);
    expect(tokenDescription('<script>alert(1)</script>')).toBe('<script>alert(1)</script>'); // text, rendered as text
    expect(tokenDescription(undefined)).toBe('');
  });

  it('strips Unicode tag characters and combining marks beyond a run of three, keeping real accents', () => {
    const tags = [...'hidden'].map((character) => String.fromCodePoint(0xe0000 + (character.codePointAt(0) ?? 0))).join('');
    expect(tokenName(`Safe${tags} Coin`)).toBe('Safe Coin');
    expect(tokenSymbol(`\u{E0001}BONK\u{E007F}`)).toBe('BONK');
    const zalgo = `Z${'\u0336\u0337\u0338\u0321\u0322'.repeat(20)}ALGO`;
    expect(tokenName(zalgo)).toBe('Z\u0336\u0337\u0338ALGO');
    // Vietnamese and Devanagari keep their marks (at most two on a letter).
    expect(tokenName('Tiếng Việt')).toBe('Tiếng Việt');
    expect(tokenName('Tie\u0302\u0301ng')).toBe('Tie\u0302\u0301ng');
    expect(tokenName('क्षि')).toBe('क्षि');
    expect(tokenDescription(`line${tags}\nnext${'\u0301'.repeat(50)}`)).toBe('line\nnext\u0301\u0301\u0301');
  });

  it.each([
    ['https://x.com/token', 'https://x.com/token'],
    ['javascript:alert(1)', undefined],
    ['http://t.me/x', undefined],
    ['https://user:pw@evil.com', undefined],
    ['not a url', undefined],
    [null, undefined],
  ])('links: %s → %s', (url, expected) => {
    expect(safeHttpsUrl(url)).toBe(expected);
  });
});

describe('list settings', () => {
  it('persist per category and come back on the next load', async () => {
    const storage = createMemoryStorage();
    const first = createListSettings({ storage, logger: createRecordingLogger() });
    first.setFilter('recent', { minLiquidity: 1000 });
    first.setSort('recent', 'mcap');
    first.setTimeframe('recent', '1h');
    const second = createListSettings({ storage, logger: createRecordingLogger() });
    expect(await firstValueFrom(second.settings$('recent'))).toEqual({ filter: { minLiquidity: 1000 }, sort: 'mcap', timeframe: '1h' });
    expect(second.current('toptraded')).toEqual({ filter: {}, sort: undefined, timeframe: '24h' });
  });

  it('tampered stored settings are logged and replaced by defaults, field by field', () => {
    const logger = createRecordingLogger();
    const storage = createMemoryStorage({
      'callisto.pro.list.recent': '{nope',
      'callisto.pro.list.toptraded': JSON.stringify({ filter: { searchInclude: [''] }, sort: 'vibes', timeframe: '1y' }),
    });
    const settings = createListSettings({ storage, logger });
    expect(settings.current('recent')).toEqual({ filter: {}, sort: undefined, timeframe: '24h' });
    expect(settings.current('toptraded')).toEqual({ filter: {}, sort: undefined, timeframe: '24h' });
    expect(logger.messages('warn')).toEqual(['Ignoring stored list settings: not JSON']);
  });
});

describe('display scores at their edges', () => {
  it('an audit that does not report top holders counts them as under 15%', () => {
    const asset = makePool('a').baseAsset;
    const audit = { mintAuthorityDisabled: true, freezeAuthorityDisabled: true };
    expect(securityScore({ ...asset, audit })).toEqual({ score: 3, tone: 'good' });
    expect(securityScore({ ...asset, audit: { ...audit, topHoldersPercentage: 14.99 } })).toEqual({ score: 3, tone: 'good' });
  });
});

describe('hostile token text at the edges of each removed range', () => {
  it('names without a usable text read Unknown', () => {
    expect(tokenName(null)).toBe('Unknown');
    expect(tokenName(undefined)).toBe('Unknown');
    expect(tokenName('\u200B\u202E')).toBe('Unknown');
  });

  it('removes DEL, the right-to-left mark, the first bidi embedding, the first tag and a zero-width no-break space inside a name', () => {
    expect(tokenName('A\u007FB')).toBe('AB');
    expect(tokenName('A\u200FB')).toBe('AB');
    expect(tokenName('A\u202AB')).toBe('AB');
    expect(tokenName('A\u{E0000}B')).toBe('AB');
    expect(tokenSymbol('S\uFEFFOL')).toBe('SOL');
  });

  it('keeps the characters just outside those ranges', () => {
    expect(tokenName('A~B')).toBe('A~B'); // U+007E, just below DEL
    expect(tokenName('A\u00A0B')).toBe('A\u00A0B'); // no-break space, just above the C1 controls
    expect(tokenName('A\u2010B')).toBe('A\u2010B'); // hyphen, just above RLM
    expect(tokenName('A\u2029B')).toBe('A\u2029B'); // just below the bidi embeddings
    // an ideographic variation selector (U+E0100) lies just past the tag block and stays
    expect(tokenName('葛\u{E0100}')).toBe('葛\u{E0100}');
  });

  it('descriptions keep the indentation that starts a line', () => {
    expect(tokenDescription('Roadmap:\n  - launch\n    - burn LP')).toBe('Roadmap:\n  - launch\n    - burn LP');
  });

  it('a description of exactly 2,000 characters is shown whole; one more is cut with an ellipsis', () => {
    const exact = 'x'.repeat(DESCRIPTION_MAX);
    expect(tokenDescription(exact)).toBe(exact);
    expect(tokenDescription(`${exact}y`)).toBe(`${'x'.repeat(DESCRIPTION_MAX - 1)}…`);
  });
});

describe('list settings, changed and reset', () => {
  it('a change shows on the settings already being watched, and reset brings back the defaults', () => {
    const settings = createListSettings({ storage: createMemoryStorage(), logger: createRecordingLogger() });
    const seen: unknown[] = [];
    const subscription = settings.settings$('recent').subscribe((value) => seen.push(value));
    settings.setFilter('recent', { minLiquidity: 1000 });
    settings.setTimeframe('recent', '1h');
    expect(seen.at(-1)).toEqual({ filter: { minLiquidity: 1000 }, sort: undefined, timeframe: '1h' });
    settings.reset('recent');
    expect(seen.at(-1)).toEqual({ filter: {}, sort: undefined, timeframe: '24h' });
    expect(settings.current('recent')).toEqual({ filter: {}, sort: undefined, timeframe: '24h' });
    subscription.unsubscribe();
  });
});
