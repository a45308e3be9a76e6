/** A fee in basis points as the user reads it: 50 → '0.5%', 200 → '2%'. */
export const feePercent = (feeBps: number): string => `${Number((feeBps / 100).toFixed(2))}%`;
