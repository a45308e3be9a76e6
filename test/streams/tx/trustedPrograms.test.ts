import { PublicKey, SystemProgram, type TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { CLAIM_DISTRIBUTOR_PROGRAM, LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM } from '@streams/solana/lendPrograms';
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
} from '@streams/solana/programs';
import { type ParsedTransaction, parseTransaction } from '@streams/solana/wireFormat';
import { STUDIO_PROGRAM } from '@streams/solana/studioProgram';
import { trustedProgramsOf, untrustedProgram } from '@streams/tx/trustedPrograms';
import { BLOCKHASH, payer, recipient } from './fixtures';

const BASE = [SYSTEM_PROGRAM, TOKEN_PROGRAM, TOKEN_2022_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, COMPUTE_BUDGET_PROGRAM];
const PRODUCTS = [SWAP_ROUTE_PROGRAM, PERPS_PROGRAM, TRIGGER_PROGRAM, RECURRING_PROGRAM];
const SIM_LEND = [LEND_EARN_PROGRAM, LEND_BORROW_PROGRAM, CLAIM_DISTRIBUTOR_PROGRAM];
const SIM_STUDIO = [STUDIO_PROGRAM];
const ROGUE = new PublicKey(new Uint8Array(32).fill(99)).toBase58();

const sorted = (programs: Iterable<string>) => [...programs].sort();
const transfer = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 });
const call = (program: string): TransactionInstruction => ({ programId: new PublicKey(program), keys: [], data: Buffer.from([1]) });
const parsed = (instructions: TransactionInstruction[]): ParsedTransaction => {
  const wire = new VersionedTransaction(
    new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: BLOCKHASH, instructions }).compileToV0Message(),
  ).serialize();
  const tx = parseTransaction(wire);
  if (!tx) throw new Error('fixture: the transaction does not parse');
  return tx;
};

describe('the programs an auto-signing wallet may sign for', () => {
  it('on mainnet: accounts, tokens, fees and the product programs, but not the simulator’s lend and Studio stand-ins', () => {
    expect(sorted(trustedProgramsOf('mainnet'))).toEqual(sorted([...BASE, ...PRODUCTS]));
  });

  it('in the simulator: the same plus its lend and Studio stand-ins', () => {
    expect(sorted(trustedProgramsOf('sim'))).toEqual(sorted([...BASE, ...PRODUCTS, ...SIM_LEND, ...SIM_STUDIO]));
  });

  it('a lend call passes in the simulator and is named as untrusted on mainnet', () => {
    const lend = parsed([transfer, call(LEND_EARN_PROGRAM)]);
    expect(untrustedProgram(lend, trustedProgramsOf('sim'))).toBeUndefined();
    expect(untrustedProgram(lend, trustedProgramsOf('mainnet'))).toBe(LEND_EARN_PROGRAM);
  });

  it('names the first untrusted program even when it hides behind trusted ones', () => {
    const rogue = parsed([transfer, call(COMPUTE_BUDGET_PROGRAM), call(ROGUE), call(LEND_BORROW_PROGRAM)]);
    expect(untrustedProgram(rogue, trustedProgramsOf('mainnet'))).toBe(ROGUE);
  });

  it('passes a transaction that calls only trusted programs', () => {
    expect(untrustedProgram(parsed([call(COMPUTE_BUDGET_PROGRAM), transfer]), trustedProgramsOf('mainnet'))).toBeUndefined();
  });

  it('an instruction whose program cannot be read (its index points past the keys) is untrusted, in words', () => {
    const tx = parsed([transfer]);
    const [first] = tx.instructions;
    if (!first) throw new Error('fixture: no instruction');
    const unreadable: ParsedTransaction = { ...tx, instructions: [{ ...first, programIdIndex: tx.staticAccountKeys.length }] };
    expect(untrustedProgram(unreadable, trustedProgramsOf('mainnet'))).toBe('an unreadable program');
  });
});
