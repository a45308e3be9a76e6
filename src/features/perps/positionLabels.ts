import { perpsMarketOf } from '@streams/perps';
import type { PerpPosition } from '@streams/portfolio';

/** The market's symbol ('SOL'), or the mint's first characters for one the app does not list. */
export const marketName = (position: PerpPosition) => perpsMarketOf(position.tokenMint)?.symbol ?? `${position.tokenMint.slice(0, 4)}…`;

/** A position's short label, as on its chart line ('Long 5.0x'). */
export const positionLabel = (position: PerpPosition) => `${position.side} ${position.leverage.toFixed(1)}x`;

/** 'SOL Long 5.0x': names a position in buttons and dialogs. */
export const positionName = (position: PerpPosition) => `${marketName(position)} ${positionLabel(position)}`;
