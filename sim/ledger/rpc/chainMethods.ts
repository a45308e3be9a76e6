import { fromBase64, isAddress } from '../codec';
import { RpcError, invalidParams } from '../errors';
import { parseMessage } from '../wire';
import { type Handler, API_VERSION, blockFor, configParam, stringParam, u64Param, withContext } from './params';

/** Cluster, clock and fee methods. */
const IDENTITY = 'CaLL1sto5im1dentity11111111111111111111111';
const FEATURE_SET = 3294202862;

export const chainMethods: Record<string, Handler> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': FEATURE_SET }),
  getIdentity: () => ({ identity: IDENTITY }),
  getSlotLeader: () => IDENTITY,
  getGenesisHash: (_params, core) => core.chain.genesisHash,
  getSlot: (params, core) => blockFor(core, configParam(params[0])).slot,
  getBlockHeight: (params, core) => blockFor(core, configParam(params[0])).height,
  getTransactionCount: (params, core) => {
    blockFor(core, configParam(params[0]));
    return core.records.count();
  },
  getEpochInfo: (params, core) => {
    const block = blockFor(core, configParam(params[0]));
    const { epoch, slotIndex, slotsInEpoch } = core.chain.epochInfo(block);
    return { absoluteSlot: block.slot, blockHeight: block.height, epoch, slotIndex, slotsInEpoch, transactionCount: core.records.count() };
  },
  getEpochSchedule: () => ({ slotsPerEpoch: 432_000, leaderScheduleSlotOffset: 432_000, warmup: false, firstNormalEpoch: 0, firstNormalSlot: 0 }),
  getLatestBlockhash: (params, core) => {
    const block = blockFor(core, configParam(params[0]));
    return withContext(block, { blockhash: block.blockhash, lastValidBlockHeight: block.height + 150 });
  },
  isBlockhashValid: (params, core) => {
    const blockhash = stringParam(params[0]);
    const block = blockFor(core, configParam(params[1]));
    if (!isAddress(blockhash)) throw invalidParams('Invalid params: invalid blockhash');
    return withContext(block, core.chain.isValidAt(blockhash, block.height));
  },
  getFeeForMessage: (params, core) => {
    const bytes = fromBase64(stringParam(params[0]));
    const block = blockFor(core, configParam(params[1]));
    if (!bytes) throw invalidParams('invalid base64 encoding');
    let message;
    try {
      message = parseMessage(bytes);
    } catch {
      throw invalidParams('invalid message: failed to deserialize');
    }
    const valid = core.chain.isValidAt(message.recentBlockhash, block.height);
    return withContext(block, valid ? Number(core.pipeline.fee(message)) : null);
  },
  getRecentPrioritizationFees: (params, core) => {
    const list = params[0] === undefined || params[0] === null ? [] : params[0];
    if (!Array.isArray(list) || list.some((item) => !isAddress(item))) throw invalidParams('Invalid param: Invalid');
    if (list.length > 128) throw invalidParams('Too many inputs provided; max 128');
    return core.pipeline.recentPrioritizationFees(list as string[]);
  },
  getMinimumBalanceForRentExemption: (params, core) => {
    const size = u64Param(params[0], 'usize');
    if (size > 10 * 1024 * 1024) throw invalidParams('Invalid params: data length too large');
    return Number(core.vm.rentExempt(size));
  },
  getBlockTime: (params, core) => {
    const slot = u64Param(params[0]);
    const block = core.chain.bySlot(slot);
    if (block) return block.blockTime;
    throw new RpcError(-32004, `Block not available for slot ${slot}`);
  },
};
