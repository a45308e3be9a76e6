import { CLAIM_DISTRIBUTOR_PROGRAM, LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM } from '../solana/lendPrograms';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  PERPS_PROGRAM,
  RECURRING_PROGRAM,
  SWAP_ROUTE_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  TRIGGER_PROGRAM,
} from '../solana/programs';

/** The memo program (v2), which wallets use to note a transfer. */
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

const NAMES: ReadonlyMap<string, string> = new Map([
  [SYSTEM_PROGRAM, 'System Program'],
  [TOKEN_PROGRAM, 'Token Program'],
  [TOKEN_2022_PROGRAM, 'Token-2022 Program'],
  [ASSOCIATED_TOKEN_PROGRAM, 'Associated Token Account Program'],
  [COMPUTE_BUDGET_PROGRAM, 'Compute Budget Program'],
  [MEMO_PROGRAM, 'Memo Program'],
  [SWAP_ROUTE_PROGRAM, 'Jupiter Aggregator v6'],
  [PERPS_PROGRAM, 'Jupiter Perpetuals'],
  [TRIGGER_PROGRAM, 'Jupiter Limit Order v2'],
  [RECURRING_PROGRAM, 'Jupiter DCA'],
  [LEND_EARN_PROGRAM, 'Jupiter Lend Earn'],
  [LEND_BORROW_PROGRAM, 'Jupiter Lend Borrow'],
  [CLAIM_DISTRIBUTOR_PROGRAM, 'Jupiter Merkle Distributor'],
]);

/** A program's name as explorers show it, or undefined for a program the app does not know. */
export const programName = (programId: string): string | undefined => NAMES.get(programId);
