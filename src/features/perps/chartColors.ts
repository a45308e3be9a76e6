import type { PositionLineColor } from '@streams/perps';

/** The chart's palette (the theme's colours: canvas cannot read CSS variables). */
export const chartTheme = {
  background: '#111620',
  text: '#8d97ab',
  grid: '#1b2231',
  border: '#252e3f',
  up: '#22c55e',
  down: '#ef4444',
} as const;

/** Position lines: long green, short red, TP and SL blue, liquidation grey (spec 001 §4). */
export const lineColors: Readonly<Record<PositionLineColor, string>> = {
  green: '#22c55e',
  red: '#ef4444',
  blue: '#5fc2ff',
  grey: '#8d97ab',
};
