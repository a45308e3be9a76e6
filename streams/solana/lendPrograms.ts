/**
 * The lend and claim programs (issue 23), beside programs.ts rather than in it: programs.ts is in
 * every page's first download (issue 13's /pro budget), and these are read only by the transaction
 * feature's allowlist and the lend pages, which arrive later.
 */
/** Jupiter Lend's earn program ("lending", jup-ag/jupiter-lend IDLs), on mainnet and as the simulator's stand-in. */
export const LEND_EARN_PROGRAM = 'jup3YeL8QhtSx1e253b2FDvsMNC87fDrgQZivbrndc9';
/** Jupiter Lend's borrow program ("vaults": positions, collateral and debt), on mainnet and as the simulator's stand-in. */
export const LEND_BORROW_PROGRAM = 'jupr81YtYssSyPt8jbnGuiWon5f6x9TcDEFxYe3Bdzi';
/** Jupiter's merkle distributor (jup-ag/distributor), which pays ASR claims; the simulator's stand-in. */
export const CLAIM_DISTRIBUTOR_PROGRAM = 'DiS3nNjFVMieMgmiQFm6wgJL7nevk4NrhXKLbtEH1Z2R';
