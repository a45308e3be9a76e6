import { perpsPeriodSeconds, perpsResolutions, shimResolutionOf } from '../../streams/catalogues';

/**
 * Bar resolutions of the perps charts, in milliseconds, from the catalogue the client uses
 * (streams/catalogues/perpsResolutions.ts). The price feed names them as spec 001 §7 does
 * (`type` 1, 2, 5, 15, 30, 1H … 1M); the chart shim as the TradingView UDF protocol does
 * (minutes as numbers, then 1D, 1W, 1M).
 */
export const priceFeedTypes: Readonly<Record<string, number>> = Object.fromEntries(perpsResolutions.map((type) => [type, perpsPeriodSeconds[type] * 1000]));

export const shimResolutions: readonly string[] = perpsResolutions.map(shimResolutionOf);

const shimAliases: Readonly<Record<string, string>> = { D: '1D', W: '1W', M: '1M' };
const shimPeriodsMs = new Map(perpsResolutions.map((type) => [shimResolutionOf(type), perpsPeriodSeconds[type] * 1000]));

/** A UDF resolution ('15', '60', '1D', 'D') in milliseconds; undefined when unsupported. */
export const shimResolutionMs = (resolution: string): number | undefined => shimPeriodsMs.get(shimAliases[resolution] ?? resolution);
