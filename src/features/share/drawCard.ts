import type { ShareCard, Tone } from './shareCard';

/** The card's size in pixels: the usual link-preview shape (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const MARGIN = 72;
const TEXT_WIDTH = CARD_WIDTH - MARGIN * 2;

/** The part of a 2D context the card uses: a test passes a recorder. */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'rect'
  | 'clip'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'createLinearGradient'
  | 'fillStyle'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

const COLORS = { ink: '#e8f1ff', muted: '#8ea3bf', accent: '#8ad4ff', up: '#3ddc97', down: '#ff6b81', neutral: '#e8f1ff' } as const;
const toneColor = (tone: Tone) => COLORS[tone];
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Text cut to fit `maxWidth` at the context's font, with an ellipsis: a long or hostile name stays
 * one line inside the card. Cuts by code points, so no character is split in half.
 */
export const fitText = (context: Pick<CanvasRenderingContext2D, 'measureText'>, text: string, maxWidth: number): string => {
  if (context.measureText(text).width <= maxWidth) return text;
  const characters = [...text];
  let low = 0;
  let high = characters.length;
  // The longest prefix that fits with its ellipsis.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (context.measureText(`${characters.slice(0, middle).join('')}…`).width <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('')}…`;
};

const write = (context: CardContext, text: string, x: number, y: number, font: string, color: string, maxWidth: number) => {
  context.font = font;
  context.fillStyle = color;
  context.fillText(fitText(context, text, maxWidth), x, y);
};

/**
 * Draws a share card: text only (no image is fetched), each string fitted to its place, and the
 * whole drawing clipped to the card.
 */
export const drawCard = (context: CardContext, card: ShareCard): void => {
  context.save();
  context.beginPath();
  context.rect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.clip();
  const background = context.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  background.addColorStop(0, '#0a1422');
  background.addColorStop(1, '#16304d');
  context.fillStyle = background;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = COLORS.accent;
  context.fillRect(0, 0, CARD_WIDTH, 8);

  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';
  write(context, 'CALLISTO', MARGIN, 100, `800 30px ${FONT}`, COLORS.accent, TEXT_WIDTH / 2);
  context.textAlign = 'right';
  write(context, card.eyebrow, CARD_WIDTH - MARGIN, 100, `700 24px ${FONT}`, COLORS.muted, TEXT_WIDTH / 2);
  context.textAlign = 'left';

  write(context, card.title, MARGIN, 215, `800 84px ${FONT}`, COLORS.ink, TEXT_WIDTH);
  write(context, card.subtitle, MARGIN, 268, `500 36px ${FONT}`, COLORS.muted, TEXT_WIDTH);
  write(context, card.headline, MARGIN, 385, `800 104px ${FONT}`, toneColor(card.tone), TEXT_WIDTH);
  write(context, card.caption, MARGIN, 440, `600 34px ${FONT}`, card.tone === 'neutral' ? COLORS.muted : toneColor(card.tone), TEXT_WIDTH);

  const column = TEXT_WIDTH / Math.max(1, card.stats.length);
  card.stats.forEach((stat, index) => {
    const x = MARGIN + column * index;
    write(context, stat.label, x, 525, `600 22px ${FONT}`, COLORS.muted, column - 24);
    write(context, stat.value, x, 565, `700 34px ${FONT}`, COLORS.ink, column - 24);
  });

  context.textAlign = 'right';
  write(context, card.footer, CARD_WIDTH - MARGIN, CARD_HEIGHT - 28, `500 20px ui-monospace, monospace`, COLORS.muted, TEXT_WIDTH / 2);
  context.restore();
};
