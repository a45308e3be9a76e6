import { depthOf } from '../chain';
import { fromBase58, fromBase64, toBase64 } from '../codec';
import { RpcError, SIGNATURE_VERIFICATION_FAILURE, UNSUPPORTED_TRANSACTION_VERSION, invalidParams, txError } from '../errors';
import { parseWireTransaction, sanitizeError } from '../wire';
import { dataSliceOf, encodeAccount, encodingOf } from './accountJson';
import { type Config, type Handler, blockFor, boolOption, commitmentOf, configParam, optionalString, stringParam, withContext } from './params';
import { renderInnerInstructions, renderMeta, renderTransaction, type TransactionEncoding } from './txJson';

/** sendTransaction, simulateTransaction, statuses and history. */
const PACKET_DATA_SIZE = 1232;
const MAX_SIGNATURE_STATUSES = 256;
/** The status cache: statuses without searchTransactionHistory reach back this many blocks. */
const STATUS_CACHE_BLOCKS = 300;

const decodeWire = (encoded: unknown, config: Config): Uint8Array => {
  const text = stringParam(encoded);
  const encoding = optionalString(config, 'encoding') ?? 'base58';
  if (encoding !== 'base58' && encoding !== 'base64')
    throw invalidParams(`Invalid params: unknown variant \`${encoding}\`, expected \`base58\` or \`base64\`.`);
  const max = encoding === 'base58' ? 1683 : 1644;
  if (text.length > max)
    throw invalidParams(
      `${encoding} encoded solana_transaction::versioned::VersionedTransaction too large: ${text.length} bytes (max: encoded/raw ${max}/${PACKET_DATA_SIZE})`,
    );
  const bytes = encoding === 'base58' ? fromBase58(text) : fromBase64(text);
  if (!bytes) throw invalidParams(`invalid ${encoding} encoding: the text is not ${encoding}`);
  return bytes;
};

const signatureParam = (value: unknown): string => {
  const text = stringParam(value);
  if (fromBase58(text)?.length !== 64) throw invalidParams('Invalid param: Invalid');
  return text;
};

export const transactionMethods: Record<string, Handler> = {
  sendTransaction: (params, core) => {
    const config = configParam(params[1]);
    const bytes = decodeWire(params[0], config);
    if (config.preflightCommitment !== undefined) commitmentOf(config, 'preflightCommitment');
    blockFor(core, { minContextSlot: config.minContextSlot });
    return core.submit(bytes, { skipPreflight: boolOption(config, 'skipPreflight'), droppable: true });
  },

  simulateTransaction: (params, core) => {
    const config = configParam(params[1]);
    const bytes = decodeWire(params[0], config);
    const sigVerify = boolOption(config, 'sigVerify');
    const replace = boolOption(config, 'replaceRecentBlockhash');
    if (sigVerify && replace) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const block = blockFor(core, config);
    let tx;
    try {
      tx = parseWireTransaction(bytes);
    } catch {
      throw invalidParams('failed to deserialize solana_transaction::versioned::VersionedTransaction');
    }
    const invalid = sanitizeError(tx);
    if (invalid) throw invalidParams(`invalid transaction: ${invalid}`);
    const accountsConfig = configParam(config.accounts);
    const addresses = Array.isArray(accountsConfig.addresses) ? accountsConfig.addresses.map((item: unknown) => stringParam(item)) : [];
    const accountEncoding = encodingOf(accountsConfig, 'base64');
    const simulation = core.pipeline.simulate(tx, sigVerify);
    if (sigVerify && simulation.error?.json === 'SignatureFailure')
      throw new RpcError(SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');
    const blockhashValid = replace || core.chain.isValidAt(tx.message.recentBlockhash, block.height);
    const error = !blockhashValid ? txError('BlockhashNotFound') : core.records.has(tx.signatures[0] ?? '') ? txError('AlreadyProcessed') : simulation.error;
    const ran = blockhashValid && error === simulation.error;
    const keys = tx.message.staticKeys;
    const postAccounts = ran && addresses.length > 0 ? simulation.postAccounts() : new Map<string, never>();
    return withContext(block, {
      accounts:
        addresses.length === 0
          ? null
          : addresses.map((address) => {
              const account = postAccounts.get(address) ?? core.vm.read(address);
              return account ? encodeAccount(core.vm, account, accountEncoding, dataSliceOf(accountsConfig)) : null;
            }),
      err: error ? error.json : null,
      fee: error ? null : Number(core.pipeline.fee(tx.message)),
      innerInstructions: boolOption(config, 'innerInstructions') && ran ? renderInnerInstructions(simulation.details.innerInstructions, keys, true) : null,
      loadedAccountsDataSize: 0,
      logs: ran ? simulation.details.logMessages : [],
      replacementBlockhash: replace ? { blockhash: block.blockhash, lastValidBlockHeight: block.height + 150 } : null,
      returnData:
        ran && simulation.details.returnData
          ? { data: [toBase64(simulation.details.returnData.data), 'base64'], programId: simulation.details.returnData.programId }
          : null,
      unitsConsumed: ran ? simulation.details.computeUnitsConsumed : 0,
    });
  },

  getSignatureStatuses: (params, core) => {
    const list = params[0];
    if (!Array.isArray(list)) throw invalidParams('Invalid params: invalid type: expected a sequence of signatures.');
    if (list.length > MAX_SIGNATURE_STATUSES) throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
    const signatures = list.map(signatureParam);
    const history = boolOption(configParam(params[1]), 'searchTransactionHistory');
    const tip = core.chain.tip();
    return withContext(
      tip,
      signatures.map((signature) => {
        const record = core.records.get(signature);
        if (!record || (!history && tip.height - record.height > STATUS_CACHE_BLOCKS)) return null;
        const status = core.statusOf(record);
        return {
          confirmationStatus: status.confirmationStatus,
          confirmations: status.confirmations,
          err: record.meta.err,
          slot: record.slot,
          status: record.meta.err === null ? { Ok: null } : { Err: record.meta.err },
        };
      }),
    );
  },

  getTransaction: (params, core) => {
    const signature = signatureParam(params[0]);
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : configParam(params[1]);
    const commitment = commitmentOf(config);
    if (commitment === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
    const encoding = (optionalString(config, 'encoding') ?? 'json') as TransactionEncoding;
    if (!['json', 'jsonParsed', 'base64', 'base58', 'binary'].includes(encoding)) throw invalidParams(`Invalid params: unknown variant \`${encoding}\`.`);
    const record = core.records.get(signature);
    if (!record || core.chain.tip().height - record.height < depthOf(commitment)) return null;
    const maxVersion = config.maxSupportedTransactionVersion;
    if (maxVersion !== undefined && maxVersion !== null && maxVersion !== 0) throw invalidParams('Invalid params: unsupported maxSupportedTransactionVersion');
    const version = record.tx.message.version;
    if (version === 0 && (maxVersion === undefined || maxVersion === null)) {
      throw new RpcError(
        UNSUPPORTED_TRANSACTION_VERSION,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      );
    }
    const parsed = encoding === 'jsonParsed';
    return {
      blockTime: record.blockTime,
      meta: renderMeta(record.meta, record.accountKeys, parsed),
      slot: record.slot,
      transaction: renderTransaction(record.tx, encoding, record.accountKeys, record.meta.loadedAddresses.writable.length),
      ...(maxVersion === undefined || maxVersion === null ? {} : { version }),
    };
  },

  getSignaturesForAddress: (params, core) => {
    const address = stringParam(params[0]);
    if (fromBase58(address)?.length !== 32) throw invalidParams('Invalid param: Invalid');
    const config = configParam(params[1]);
    const commitment = commitmentOf(config);
    if (commitment === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
    const limit = config.limit === undefined || config.limit === null ? 1000 : config.limit;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000) throw invalidParams('Invalid limit; max 1000');
    const before = config.before === undefined || config.before === null ? undefined : signatureParam(config.before);
    const until = config.until === undefined || config.until === null ? undefined : signatureParam(config.until);
    const tip = core.chain.tip();
    let records = core.records.forAddress(address).filter((record) => tip.height - record.height >= depthOf(commitment));
    if (before !== undefined) {
      const index = records.findIndex((record) => record.signature === before);
      records = index < 0 ? [] : records.slice(index + 1);
    }
    if (until !== undefined) {
      const index = records.findIndex((record) => record.signature === until);
      if (index >= 0) records = records.slice(0, index);
    }
    return records.slice(0, limit).map((record) => ({
      blockTime: record.blockTime,
      confirmationStatus: core.statusOf(record).confirmationStatus,
      err: record.meta.err,
      memo: null,
      signature: record.signature,
      slot: record.slot,
    }));
  },
};
