import type { PerpPosition } from '@streams/portfolio';
import type { Asset } from '@streams/schemas';
import { CARD_HEIGHT, CARD_WIDTH, type CardContext, drawCard, fitText } from '@/features/share/drawCard';
import { cardSummary, positionCard, tokenCard } from '@/features/share/shareCard';
import { readShareTarget, sharePath } from '@/features/share/shareTarget';

const MINT = 'So11111111111111111111111111111111111111112';
const OWNER = '8Hvd4BhzeoqUyRf8fE6Kq9VerJfRztzHxGXmE5M1tvV6';

/** A 2D context that records what is drawn; each character is 10 px wide whatever the font. */
const recorder = () => {
  const texts: { text: string; x: number; y: number; font: string }[] = [];
  const clips: number[][] = [];
  let clipped = false;
  const context = {
    font: '',
    fillStyle: '' as CanvasRenderingContext2D['fillStyle'],
    textAlign: 'left' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    save: () => undefined,
    restore: () => undefined,
    beginPath: () => undefined,
    rect: (...box: number[]) => void clips.push(box),
    clip: () => void (clipped = true),
    fillRect: () => undefined,
    fillText(text: string, x: number, y: number) {
      // Nothing is drawn before the clip is in place.
      expect(clipped).toBe(true);
      texts.push({ text, x, y, font: this.font });
    },
    measureText: (text: string) => ({ width: [...text].length * 10 }) as TextMetrics,
    createLinearGradient: () => ({ addColorStop: () => undefined }) as unknown as CanvasGradient,
  };
  return { context: context as unknown as CardContext, texts, clips };
};

const asset = (overrides: Partial<Asset> = {}): Asset => ({
  id: MINT,
  name: 'Wrapped SOL',
  symbol: 'SOL',
  usdPrice: 182.123,
  mcap: 88_000_000_000,
  liquidity: 1_250_000,
  holderCount: 3_400_000,
  isVerified: true,
  stats24h: { priceChange: 2.5 },
  ...overrides,
});

const position: PerpPosition = {
  positionKey: 'abc-perp-sol',
  side: 'Short',
  tokenMint: MINT,
  collateralMint: null,
  entryPrice: 180,
  currentPrice: 190,
  positionSize: 2_500,
  initialCollateralValue: 500,
  currentCollateralValue: 360,
  pnlUsd: -138.9,
  pnlPercentage: -27.78,
  liquidationPrice: 210,
  leverage: 5,
  takeProfitTriggerPrice: null,
  stopLossTriggerPrice: null,
  openedAt: null,
};

describe('/share links', () => {
  const read = (query: string) => readShareTarget(new URLSearchParams(query));

  it('reads a token and a position, and writes the same links back', () => {
    expect(read(`token=${MINT}`)).toEqual({ kind: 'token', mint: MINT });
    expect(read(`owner=${OWNER}&position=abc-perp-sol`)).toEqual({ kind: 'position', owner: OWNER, position: 'abc-perp-sol' });
    expect(read(sharePath({ kind: 'token', mint: MINT }).split('?')[1] ?? '')).toEqual({ kind: 'token', mint: MINT });
    expect(read(sharePath({ kind: 'position', owner: OWNER, position: 'abc-perp-sol' }).split('?')[1] ?? '')).toMatchObject({ kind: 'position' });
  });

  it.each([
    ['', 'Nothing to share: open a token or a position and press Share, or use /share?token={mint}.'],
    ['token=%3Cscript%3E', 'The token in the link is not a token address.'],
    [`token=${MINT}&token=${MINT}`, 'The link names a value twice, so it cannot say what to share.'],
    [`token=${MINT}&owner=${OWNER}&position=x`, 'The link names both a token and a position: share one at a time.'],
    [`position=abc`, 'A position link names both the wallet (owner) and the position.'],
    [`owner=javascript:alert(1)&position=abc`, 'The wallet in the link is not a Solana address.'],
    [`owner=${OWNER}&position=${encodeURIComponent('../../v1/x?y')}`, 'The position in the link is not a position key.'],
    [`owner=${OWNER}&position=${'a'.repeat(89)}`, 'The position in the link is not a position key.'],
  ])('refuses %j with a clear message', (query, message) => {
    expect(read(query)).toEqual({ kind: 'invalid', message });
  });
});

describe('share cards', () => {
  it('a token card says symbol, name, price, the 24h change and its stats, in the app’s formats', () => {
    const card = tokenCard(asset());
    expect(card).toEqual({
      eyebrow: 'TOKEN · VERIFIED',
      title: 'SOL',
      subtitle: 'Wrapped SOL',
      headline: '$182.12',
      tone: 'up',
      caption: '+2.5% in 24h',
      stats: [
        { label: 'Market cap', value: '$88B' },
        { label: 'Liquidity', value: '$1.25M' },
        { label: 'Holders', value: '3,400,000' },
      ],
      footer: 'So11…1112',
    });
    expect(cardSummary(card)).toBe('SOL, Wrapped SOL: $182.12, +2.5% in 24h');
  });

  it('a hostile token name and symbol reach the card as plain, cut text: controls and invisible characters gone', () => {
    const card = tokenCard(
      asset({ name: '\u202eevil\u0000 <img src=x onerror=alert(1)> with a very long name indeed', symbol: 'US\u200bDC\u{E0041}XXXXXXXXXX', isVerified: false }),
    );
    expect(card.title).toBe('USDCXXXXX…');
    expect(card.subtitle).toBe('evil <img src=x onerror=alert…');
    expect(card.eyebrow).toBe('TOKEN');
    expect([...`${card.title}${card.subtitle}`].filter((character) => (character.codePointAt(0) ?? 0) < 0x20 || '\u200b\u202e'.includes(character))).toEqual(
      [],
    );
  });

  it('missing numbers read as a dash, and no change is neutral', () => {
    const card = tokenCard(asset({ usdPrice: undefined, stats24h: undefined, mcap: undefined, liquidity: undefined, holderCount: undefined }));
    expect(card).toMatchObject({ headline: '–', caption: '– in 24h', tone: 'neutral' });
    expect(card.stats.map((stat) => stat.value)).toEqual(['–', '–', '–']);
  });

  it('a position card says market, side and leverage, PnL, entry, mark and size', () => {
    expect(positionCard(position)).toEqual({
      eyebrow: 'PERPS POSITION',
      title: 'SOL-PERP',
      subtitle: 'Short 5.0x',
      headline: '-27.78%',
      tone: 'down',
      caption: 'PnL -$138.90',
      stats: [
        { label: 'Entry', value: '$180' },
        { label: 'Mark', value: '$190' },
        { label: 'Size', value: '$2,500.00' },
      ],
      footer: 'abc-…-sol',
    });
  });

  it('draws every string of the card inside the card, clipped to it, each cut to its width', () => {
    const { context, texts, clips } = recorder();
    const card = tokenCard(asset({ name: 'W'.repeat(200) }));
    drawCard(context, card);
    expect(clips).toEqual([[0, 0, CARD_WIDTH, CARD_HEIGHT]]);
    const drawn = texts.map((entry) => entry.text);
    expect(drawn).toEqual(
      expect.arrayContaining(['CALLISTO', 'TOKEN · VERIFIED', 'SOL', '$182.12', '+2.5% in 24h', 'Market cap', '$88B', 'Holders', '3,400,000', 'So11…1112']),
    );
    for (const entry of texts) {
      expect(entry.x).toBeGreaterThanOrEqual(0);
      expect(entry.x).toBeLessThanOrEqual(CARD_WIDTH);
      expect(entry.y).toBeLessThanOrEqual(CARD_HEIGHT);
      // At most the card's text width (10 px a character here).
      expect([...entry.text].length * 10).toBeLessThanOrEqual(CARD_WIDTH - 144);
    }
    // The name was cut to 30 characters by the token rules; it fits, so it is drawn whole.
    expect(drawn).toContain(`${'W'.repeat(29)}…`);
  });

  it('cuts a string too long for its place, whatever the card says', () => {
    const { context, texts } = recorder();
    drawCard(context, { ...tokenCard(asset()), headline: '9'.repeat(500), stats: [{ label: 'x'.repeat(120), value: 'y'.repeat(120) }] });
    const headline = texts.find((entry) => entry.text.startsWith('999'));
    expect(headline?.text).toBe(`${'9'.repeat(104)}…`);
    expect(texts.find((entry) => entry.text.startsWith('xxx'))?.text).toBe(`${'x'.repeat(102)}…`);
  });

  it('fits text to a width with an ellipsis, never splitting a character', () => {
    const { context } = recorder();
    expect(fitText(context, 'short', 100)).toBe('short');
    expect(fitText(context, 'abcdefghijklmnop', 100)).toBe('abcdefghi…');
    expect(fitText(context, '🍕'.repeat(20), 55)).toBe('🍕🍕🍕🍕…');
    expect(fitText(context, 'anything', 5)).toBe('…');
  });
});
