/**
 * The send page's front door: what the React app may use from streams/send/. The feature keeps
 * its own door (feature.ts), so its code stays in the page's chunk.
 */
export { lookalikeOf } from './lookalike';
