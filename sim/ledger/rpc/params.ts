import type { Block, Commitment } from '../chain';
import { isAddress } from '../codec';
import type { LedgerCore } from '../core';
import { MIN_CONTEXT_SLOT_NOT_REACHED, RpcError, invalidParams } from '../errors';

/**
 * Parameter parsing with the real RPC's error texts. Handlers never trust a param's type:
 * anything unexpected becomes -32602 Invalid params, never an exception in the server.
 */
export type Handler = (params: unknown[], core: LedgerCore) => unknown;
export type Config = Record<string, unknown>;

export const API_VERSION = '2.2.14';

const describe = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'sequence'
      : typeof value === 'object'
        ? 'map'
        : typeof value === 'string'
          ? `string "${value}"`
          : `${typeof value} \`${String(value)}\``;

export const paramsArray = (params: unknown): unknown[] => {
  if (params === undefined || params === null) return [];
  if (Array.isArray(params)) return params;
  throw invalidParams(`Invalid params: invalid type: ${describe(params)}, expected a sequence.`);
};

export const configParam = (value: unknown): Config => {
  if (value === undefined || value === null) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Config;
  throw invalidParams(`Invalid params: invalid type: ${describe(value)}, expected a map.`);
};

export const stringParam = (value: unknown, what = 'a string'): string => {
  if (typeof value === 'string') return value;
  if (value === undefined) throw invalidParams('Invalid params: missing field.');
  throw invalidParams(`Invalid params: invalid type: ${describe(value)}, expected ${what}.`);
};

export const pubkeyParam = (value: unknown): string => {
  const text = stringParam(value);
  if (!isAddress(text)) throw invalidParams(`Invalid param: ${text.length > 44 || text.length < 32 ? 'WrongSize' : 'Invalid'}`);
  return text;
};

export const u64Param = (value: unknown, what = 'u64'): number => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw invalidParams(`Invalid params: invalid type: ${describe(value)}, expected ${what}.`);
};

export const boolOption = (config: Config, key: string, fallback = false): boolean => {
  const value = config[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  throw invalidParams(`Invalid params: invalid type: ${describe(value)}, expected a boolean.`);
};

const COMMITMENTS: Record<string, Commitment> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  max: 'finalized',
  root: 'finalized',
};

/** The commitment of a config object; the RPC's default is finalized. */
export const commitmentOf = (config: Config, key = 'commitment'): Commitment => {
  const value = config[key];
  if (value === undefined || value === null) return 'finalized';
  const commitment = typeof value === 'string' ? COMMITMENTS[value] : undefined;
  if (!commitment) throw invalidParams(`Invalid params: unknown variant \`${String(value)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\`.`);
  return commitment;
};

/** The block a read is answered at, honouring minContextSlot as the real RPC does. */
export const blockFor = (core: LedgerCore, config: Config): Block => {
  const block = core.chain.at(commitmentOf(config));
  const min = config.minContextSlot;
  if (min !== undefined && min !== null) {
    const wanted = u64Param(min);
    if (block.slot < wanted) throw new RpcError(MIN_CONTEXT_SLOT_NOT_REACHED, 'Minimum context slot has not been reached', { contextSlot: block.slot });
  }
  return block;
};

export const context = (block: Block) => ({ apiVersion: API_VERSION, slot: block.slot });

export const withContext = (block: Block, value: unknown) => ({ context: context(block), value });

export const optionalString = (config: Config, key: string): string | undefined => {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  return stringParam(value);
};
