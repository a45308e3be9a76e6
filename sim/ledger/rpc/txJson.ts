import { readU64, toBase58, toBase64 } from '../codec';
import type { InnerInstructionSet, TokenBalance, TransactionMeta } from '../records';
import { SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM, uiTokenAmount } from '../tokenLayout';
import { isStaticWritable, type WireTransaction } from '../wire';

/**
 * Transactions and their metadata in the RPC's encodings: `json` (compiled, base58 data),
 * `base64`/`base58` (wire bytes) and `jsonParsed` (annotated keys; system and SPL Token
 * transfers and memos parsed, other instructions partially decoded, as the real parser does
 * for programs it does not know).
 */
export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58' | 'binary';

const MEMO_PROGRAMS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo']);

/** A known instruction in the jsonParsed form, or the partially decoded form. */
export const parseInstruction = (programId: string, accounts: string[], data: Uint8Array, stackHeight: number | null): Record<string, unknown> => {
  const at = (index: number) => accounts[index] ?? '';
  const parsed = (program: string, value: unknown) => ({ parsed: value, program, programId, stackHeight });
  if (programId === SYSTEM_PROGRAM && data.length === 12 && data[0] === 2 && data[1] === 0 && data[2] === 0 && data[3] === 0) {
    return parsed('system', { info: { destination: at(1), lamports: Number(readU64(data, 4)), source: at(0) }, type: 'transfer' });
  }
  if (programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM) {
    const program = programId === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022';
    if (data[0] === 3 && data.length === 9) {
      return parsed(program, { info: { amount: readU64(data, 1).toString(), authority: at(2), destination: at(1), source: at(0) }, type: 'transfer' });
    }
    if (data[0] === 12 && data.length === 10) {
      const tokenAmount = uiTokenAmount(readU64(data, 1), data[9] ?? 0);
      return parsed(program, { info: { authority: at(3), destination: at(2), mint: at(1), source: at(0), tokenAmount }, type: 'transferChecked' });
    }
  }
  if (MEMO_PROGRAMS.has(programId)) return parsed('spl-memo', Buffer.from(data).toString('utf8'));
  return { accounts, data: toBase58(data), programId, stackHeight };
};

export const renderTransaction = (tx: WireTransaction, encoding: TransactionEncoding, keys: string[], loadedWritable: number): unknown => {
  if (encoding === 'base64') return [toBase64(tx.bytes), 'base64'];
  if (encoding === 'base58') return [toBase58(tx.bytes), 'base58'];
  if (encoding === 'binary') return toBase58(tx.bytes);
  const { message } = tx;
  const lookups =
    message.version === 0
      ? {
          addressTableLookups: message.lookups.map((lookup) => ({
            accountKey: lookup.accountKey,
            readonlyIndexes: lookup.readonlyIndexes,
            writableIndexes: lookup.writableIndexes,
          })),
        }
      : {};
  if (encoding === 'json') {
    return {
      message: {
        accountKeys: message.staticKeys,
        header: message.header,
        instructions: message.instructions.map((ix) => ({
          accounts: ix.accounts,
          data: toBase58(ix.data),
          programIdIndex: ix.programIdIndex,
          stackHeight: null,
        })),
        recentBlockhash: message.recentBlockhash,
        ...lookups,
      },
      signatures: tx.signatures,
    };
  }
  const staticCount = message.staticKeys.length;
  const accountKeys = keys.map((pubkey, index) => ({
    pubkey,
    signer: index < message.header.numRequiredSignatures,
    source: index < staticCount ? 'transaction' : 'lookupTable',
    writable: index < staticCount ? isStaticWritable(message, index) : index < staticCount + loadedWritable,
  }));
  return {
    message: {
      accountKeys,
      instructions: message.instructions.map((ix) =>
        parseInstruction(
          keys[ix.programIdIndex] ?? '',
          ix.accounts.map((index) => keys[index] ?? ''),
          ix.data,
          null,
        ),
      ),
      recentBlockhash: message.recentBlockhash,
      ...lookups,
    },
    signatures: tx.signatures,
  };
};

export const renderInnerInstructions = (sets: InnerInstructionSet[], keys: string[], parsed: boolean) =>
  sets.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((ix) =>
      parsed
        ? parseInstruction(
            keys[ix.programIdIndex] ?? '',
            ix.accounts.map((i) => keys[i] ?? ''),
            ix.data,
            ix.stackHeight,
          )
        : { accounts: ix.accounts, data: toBase58(ix.data), programIdIndex: ix.programIdIndex, stackHeight: ix.stackHeight },
    ),
  }));

const renderTokenBalances = (balances: TokenBalance[]) => balances.map((balance) => ({ ...balance }));

export const renderMeta = (meta: TransactionMeta, keys: string[], parsed: boolean) => ({
  computeUnitsConsumed: meta.computeUnitsConsumed,
  err: meta.err,
  fee: Number(meta.fee),
  innerInstructions: renderInnerInstructions(meta.innerInstructions, keys, parsed),
  loadedAddresses: meta.loadedAddresses,
  logMessages: meta.logMessages,
  postBalances: meta.postBalances.map(Number),
  postTokenBalances: renderTokenBalances(meta.postTokenBalances),
  preBalances: meta.preBalances.map(Number),
  preTokenBalances: renderTokenBalances(meta.preTokenBalances),
  ...(meta.returnData ? { returnData: { data: [toBase64(meta.returnData.data), 'base64'], programId: meta.returnData.programId } } : {}),
  rewards: [],
  status: meta.err === null ? { Ok: null } : { Err: meta.err },
});
