/**
 * Errors as the real RPC reports them: JSON-RPC error objects, and transaction errors in both
 * their serde JSON form (`"BlockhashNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`) and
 * their display text ("Blockhash not found"), which preflight failures put in the message.
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
export const PREFLIGHT_FAILURE = -32002;
export const SIGNATURE_VERIFICATION_FAILURE = -32003;
export const MIN_CONTEXT_SLOT_NOT_REACHED = -32016;
export const UNSUPPORTED_TRANSACTION_VERSION = -32015;

export const invalidParams = (detail: string) => new RpcError(INVALID_PARAMS, detail);

/** A transaction error: `json` as in statuses and metadata, `text` as in messages. */
export interface TxError {
  json: unknown;
  text: string;
  /** Whether the runtime still puts the transaction in a block (and charges its fee). */
  included: boolean;
}

const TRANSACTION_ERRORS: [string, string][] = [
  ['AccountInUse', 'Account in use'],
  ['AccountLoadedTwice', 'Account loaded twice'],
  ['AccountNotFound', 'Attempt to debit an account but found no record of a prior credit.'],
  ['ProgramAccountNotFound', 'Attempt to load a program that does not exist'],
  ['InsufficientFundsForFee', 'Insufficient funds for fee'],
  ['InvalidAccountForFee', 'This account may not be used to pay transaction fees'],
  ['AlreadyProcessed', 'This transaction has already been processed'],
  ['BlockhashNotFound', 'Blockhash not found'],
  ['CallChainTooDeep', 'Loader call chain is too deep'],
  ['MissingSignatureForFee', 'Transaction requires a fee but has no signature present'],
  ['InvalidAccountIndex', 'Transaction contains an invalid account reference'],
  ['SignatureFailure', 'Transaction did not pass signature verification'],
  ['InvalidProgramForExecution', 'This program may not be used for executing instructions'],
  ['SanitizeFailure', 'Transaction failed to sanitize accounts offsets correctly'],
  ['ClusterMaintenance', 'Transactions are currently disabled due to cluster maintenance'],
  ['AccountBorrowOutstanding', 'Transaction processing left an account with an outstanding borrowed reference'],
  ['WouldExceedMaxBlockCostLimit', 'Transaction would exceed max Block Cost Limit'],
  ['UnsupportedVersion', 'Transaction version is unsupported'],
  ['InvalidWritableAccount', 'Transaction loads a writable account that cannot be written'],
  ['WouldExceedMaxAccountCostLimit', 'Transaction would exceed max account limit within the block'],
  ['WouldExceedAccountDataBlockLimit', 'Transaction would exceed account data limit within the block'],
  ['TooManyAccountLocks', 'Transaction locked too many accounts'],
  ['AddressLookupTableNotFound', "Transaction loads an address table account that doesn't exist"],
  ['InvalidAddressLookupTableOwner', 'Transaction loads an address table account with an invalid owner'],
  ['InvalidAddressLookupTableData', 'Transaction loads an address table account with invalid data'],
  ['InvalidAddressLookupTableIndex', 'Transaction address table lookup uses an invalid index'],
  ['InvalidRentPayingAccount', 'Transaction leaves an account with a lower balance than rent-exempt minimum'],
  ['WouldExceedMaxVoteCostLimit', 'Transaction would exceed max Vote Cost Limit'],
  ['WouldExceedAccountDataTotalLimit', 'Transaction would exceed total account data limit'],
  ['MaxLoadedAccountsDataSizeExceeded', 'Transaction exceeded max loaded accounts data size cap'],
  ['ResanitizationNeeded', 'Sanitized transaction differed before/after feature activiation. Needs to be resanitized.'],
  ['InvalidLoadedAccountsDataSizeLimit', 'LoadedAccountsDataSizeLimit set for transaction must be greater than 0.'],
  ['UnbalancedTransaction', 'Sum of account balances before and after transaction do not match'],
  ['ProgramCacheHitMaxLimit', 'Program cache hit max limit'],
  ['CommitCancelled', 'CommitCancelled'],
];

const INSTRUCTION_ERRORS: [string, string][] = [
  ['GenericError', 'generic instruction error'],
  ['InvalidArgument', 'invalid program argument'],
  ['InvalidInstructionData', 'invalid instruction data'],
  ['InvalidAccountData', 'invalid account data for instruction'],
  ['AccountDataTooSmall', 'account data too small for instruction'],
  ['InsufficientFunds', 'insufficient funds for instruction'],
  ['IncorrectProgramId', 'incorrect program id for instruction'],
  ['MissingRequiredSignature', 'missing required signature for instruction'],
  ['AccountAlreadyInitialized', 'instruction requires an uninitialized account'],
  ['UninitializedAccount', 'instruction requires an initialized account'],
  ['UnbalancedInstruction', 'sum of account balances before and after instruction do not match'],
  ['ModifiedProgramId', 'instruction illegally modified the program id of an account'],
  ['ExternalAccountLamportSpend', 'instruction spent from the balance of an account it does not own'],
  ['ExternalAccountDataModified', 'instruction modified data of an account it does not own'],
  ['ReadonlyLamportChange', 'instruction changed the balance of a read-only account'],
  ['ReadonlyDataModified', 'instruction modified data of a read-only account'],
  ['DuplicateAccountIndex', 'instruction contains duplicate accounts'],
  ['ExecutableModified', 'instruction changed executable bit of an account'],
  ['RentEpochModified', 'instruction modified rent epoch of an account'],
  ['NotEnoughAccountKeys', 'insufficient account keys for instruction'],
  ['AccountDataSizeChanged', "program other than the account's owner changed the size of the account data"],
  ['AccountNotExecutable', 'instruction expected an executable account'],
  ['AccountBorrowFailed', 'instruction tries to borrow reference for an account which is already borrowed'],
  ['AccountBorrowOutstanding', 'instruction left account with an outstanding borrowed reference'],
  ['DuplicateAccountOutOfSync', 'instruction modifications of multiply-passed account differ'],
  ['InvalidError', 'program returned invalid error code'],
  ['ExecutableDataModified', 'instruction changed executable accounts data'],
  ['ExecutableLamportChange', 'instruction changed the balance of an executable account'],
  ['ExecutableAccountNotRentExempt', 'executable accounts must be rent exempt'],
  ['UnsupportedProgramId', 'Unsupported program id'],
  ['CallDepth', 'Cross-program invocation call depth too deep'],
  ['MissingAccount', 'An account required by the instruction is missing'],
  ['ReentrancyNotAllowed', 'Cross-program invocation reentrancy not allowed for this instruction'],
  ['MaxSeedLengthExceeded', 'Length of the seed is too long for address generation'],
  ['InvalidSeeds', 'Provided seeds do not result in a valid address'],
  ['InvalidRealloc', 'Failed to reallocate account data'],
  ['ComputationalBudgetExceeded', 'Computational budget exceeded'],
  ['PrivilegeEscalation', 'Cross-program invocation with unauthorized signer or writable account'],
  ['ProgramEnvironmentSetupFailure', 'Failed to create program execution environment'],
  ['ProgramFailedToComplete', 'Program failed to complete'],
  ['ProgramFailedToCompile', 'Program failed to compile'],
  ['Immutable', 'Account is immutable'],
  ['IncorrectAuthority', 'Incorrect authority provided'],
  ['AccountNotRentExempt', 'An account does not have enough lamports to be rent-exempt'],
  ['InvalidAccountOwner', 'Invalid account owner'],
  ['ArithmeticOverflow', 'Program arithmetic overflowed'],
  ['UnsupportedSysvar', 'Unsupported sysvar'],
  ['IllegalOwner', 'Provided owner is not allowed'],
  ['MaxAccountsDataAllocationsExceeded', 'Accounts data allocations exceeded the maximum allowed per transaction'],
  ['MaxAccountsExceeded', 'Max accounts exceeded'],
  ['MaxInstructionTraceLengthExceeded', 'Max instruction trace length exceeded'],
  ['BuiltinProgramsMustConsumeComputeUnits', 'Builtin programs must consume compute units'],
  ['BorshIoError', 'Failed to serialize or deserialize account data'],
];

/** A fieldless transaction error by name, e.g. txError('BlockhashNotFound'). */
export const txError = (name: string): TxError => {
  const entry = TRANSACTION_ERRORS.find(([key]) => key === name);
  return { json: name, text: entry?.[1] ?? name, included: false };
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;

const className = (value: object): string => (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name ?? '';

const instructionError = (error: unknown): { json: unknown; text: string } => {
  if (typeof error === 'number') {
    const [name, text] = INSTRUCTION_ERRORS[error] ?? ['GenericError', 'generic instruction error'];
    return { json: name, text };
  }
  const code = field(error, 'code');
  if (typeof code === 'number') return { json: { Custom: code }, text: `custom program error: 0x${code.toString(16)}` };
  const message = field(error, 'msg');
  return { json: { BorshIoError: typeof message === 'string' ? message : '' }, text: 'Failed to serialize or deserialize account data' };
};

/** Converts litesvm's error values (a fieldless enum number or a napi class) to the RPC's forms. */
export const fromLiteSvmError = (error: unknown): TxError => {
  if (typeof error === 'number') {
    const [name, text] = TRANSACTION_ERRORS[error] ?? ['SanitizeFailure', 'Transaction failed to sanitize accounts offsets correctly'];
    return { json: name, text, included: false };
  }
  if (typeof error !== 'object' || error === null) return txError('SanitizeFailure');
  const name = className(error);
  const index = field(error, 'index');
  const accountIndex = field(error, 'accountIndex');
  const inner = field(error, 'err');
  if (typeof index === 'number' && typeof inner === 'function') {
    const detail = instructionError((inner as () => unknown).call(error));
    return { json: { InstructionError: [index, detail.json] }, text: `Error processing Instruction ${index}: ${detail.text}`, included: true };
  }
  if (typeof index === 'number') {
    return { json: { DuplicateInstruction: index }, text: `Transaction contains a duplicate instruction (${index}) that is not allowed`, included: false };
  }
  if (typeof accountIndex === 'number' && name.includes('Restricted')) {
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: accountIndex } },
      text: `Execution of the program referenced by account at index ${accountIndex} is temporarily restricted.`,
      included: false,
    };
  }
  if (typeof accountIndex === 'number') {
    return {
      json: { InsufficientFundsForRent: { account_index: accountIndex } },
      text: `Transaction results in an account (${accountIndex}) with insufficient funds for rent`,
      included: true,
    };
  }
  return txError('SanitizeFailure');
};
