import type { Card } from '../../streams/schemas';

/** The test cards, as card processors publish them: one that pays, one the issuer declines. */
export const TEST_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * What the card provider says of a card: undefined when it pays, else why not. The number must
 * pass the Luhn check, the expiry (MM/YY) must not have passed at `now`, the CVC is 3 or 4
 * digits and a name is given. Nothing of the card is kept or logged.
 */
export const cardProblem = (card: Card, now: number): string | undefined => {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) return 'Card number is not valid';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'Expiry: MM/YY';
  const today = new Date(now);
  const year = 2000 + Number(expiry[2]);
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) return 'The card has expired';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'CVC: 3 or 4 digits';
  if (card.name.trim() === '') return 'Name on card: required';
  if (number === DECLINED_CARD) return 'Card declined by the issuer';
  return undefined;
};
