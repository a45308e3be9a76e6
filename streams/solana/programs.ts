/** Well-known Solana program ids (base58), shared by the wire readers and the pre-sign checks. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** Checked against the simulator's ledger (a typo here once made every Token-2022 read fail). */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
/** The swap route program (Jupiter v6), on mainnet and as the simulator's stand-in. */
export const SWAP_ROUTE_PROGRAM = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';
/** Jupiter Perpetuals; on the simulator a stand-in taking the request layouts of streams/instructions/perps.ts. */
export const PERPS_PROGRAM = 'PERPHjGBqRHArX4DySjwM6UJHiR3sWAatqfdBS2qQJu';

/** Jupiter Limit Order v2 (Trigger API orders), on mainnet and as the simulator's stand-in. */
export const TRIGGER_PROGRAM = 'j1o2qRpjcyUwEvwtcfhEQefh773ZgjxcVRry7LDqg5X';
/** Jupiter DCA (Recurring API orders), on mainnet and as the simulator's stand-in. */
export const RECURRING_PROGRAM = 'DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M';

export const isTokenProgram = (program: string): boolean => program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM;

/** Rent of a 165-byte token account (spec 001 §9): what opening one costs its payer, returned when it is closed. */
export const TOKEN_ACCOUNT_RENT_LAMPORTS = 2_039_280n;
