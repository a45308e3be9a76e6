import Decimal from 'decimal.js';

/**
 * A base-unit amount as a Decimal in token units, for ratios and display (rates, impact).
 * Kept apart from baseUnits.ts so the pipelines that only convert amounts do not load decimal.js.
 */
export const toUnits = (amount: bigint | string, decimals: number): Decimal => new Decimal(amount.toString()).div(new Decimal(10).pow(decimals));
