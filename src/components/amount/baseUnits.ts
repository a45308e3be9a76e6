/** Exact base-unit conversions live with the streams (swap quotes use them too). */
export { fromBaseUnits, toBaseUnits } from '@streams/swap';
