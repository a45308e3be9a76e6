import type { Card } from './onboard';

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The card number's digits, spaces and dashes dropped. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/**
 * What is wrong with a card's fields, the first thing only, or undefined: the number must pass
 * the Luhn check, the expiry (MM/YY) must not have passed at `now` (Unix ms, UTC months), the
 * CVC is 3 or 4 digits and a name is given. The form and the provider hold a card to the same
 * rules; whether the issuer pays is the provider's to say.
 */
export const cardProblem = (card: Card, now: number): string | undefined => {
  const number = cardDigits(card.number);
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) return 'Card number is not valid';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'Expiry: MM/YY';
  const today = new Date(now);
  const year = 2000 + Number(expiry[2]);
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) return 'The card has expired';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'CVC: 3 or 4 digits';
  if (card.name.trim() === '') return 'Name on card: required';
  return undefined;
};
