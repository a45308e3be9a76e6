import { type Card, cardDigits, cardProblem } from '../../streams/schemas';

/** The test cards, as card processors publish them: one that pays, one the issuer declines. */
export const TEST_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/** What the card provider says of a card: undefined when it pays, else why not. Nothing of the card is kept or logged. */
export const providerRefusal = (card: Card, now: number): string | undefined =>
  cardProblem(card, now) ?? (cardDigits(card.number) === DECLINED_CARD ? 'Card declined by the issuer' : undefined);
