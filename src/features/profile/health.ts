/**
 * Lend health (spec 000 §5 Display scores). The service's healthRatio is debt over borrowing
 * power: 0 with no debt, 1 at liquidation. Shown either as a ratio, the health left in percent
 * (liquidation at 0%), or as a factor, borrowing power over debt (liquidation at 1; above 10
 * shows '>10').
 */
export type HealthMode = 'ratio' | 'factor';

export const healthPercent = (healthRatio: number) => Math.max(0, (1 - healthRatio) * 100);

export const healthFactor = (healthRatio: number) => (healthRatio <= 0 ? Number.POSITIVE_INFINITY : 1 / healthRatio);

/** Red below 20%, amber below two thirds, green above. */
export const healthTone = (healthRatio: number): 'danger' | 'warning' | 'safe' => {
  const percent = healthPercent(healthRatio);
  return percent < 20 ? 'danger' : percent < 200 / 3 ? 'warning' : 'safe';
};

export const formatHealth = (healthRatio: number, mode: HealthMode): string => {
  if (mode === 'ratio') return `${healthPercent(healthRatio).toFixed(1)}%`;
  const factor = healthFactor(healthRatio);
  return factor > 10 ? '>10' : factor.toFixed(2);
};

export const HEALTH_HINT = 'Liquidation may trigger when the ratio reaches 0% or the factor reaches 1.';
