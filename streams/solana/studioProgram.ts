/**
 * The launch program of the simulator's Studio (issue 28 item 3), beside programs.ts rather than
 * in it: programs.ts is in every page's first download, and this is read only by the transaction
 * feature's allowlist and the studio pages. Jupiter Studio launches through Meteora's DBC, whose
 * program id the simulator already names as an AMM; the stand-in has an id of its own.
 */
export const STUDIO_PROGRAM = 'LaunchStudio1111111111111111111111111111111';
