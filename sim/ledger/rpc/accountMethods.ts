import { fromBase58, fromBase64 } from '../codec';
import { RpcError, invalidParams } from '../errors';
import { decodeMint, decodeTokenAccount, isTokenProgram, NATIVE_MINT, uiTokenAmount } from '../tokenLayout';
import type { AccountView } from '../vm';
import { type AccountEncoding, dataSliceOf, encodeAccount, encodingOf } from './accountJson';
import { type Handler, type Config, blockFor, configParam, pubkeyParam, withContext } from './params';

/**
 * Account reads. State is always the newest (processed) state; the context slot is that of the
 * requested commitment. Token accounts come from the ledger's owner index, not a full scan.
 */
const MAX_MULTIPLE_ACCOUNTS = 100;

const accountValue = (core: Parameters<Handler>[1], address: string, encoding: AccountEncoding, config: Config) => {
  const account = core.vm.read(address);
  return account ? encodeAccount(core.vm, account, encoding, dataSliceOf(config)) : null;
};

const tokenAccountOrThrow = (core: Parameters<Handler>[1], address: string) => {
  const account = core.vm.read(address);
  const state = account && isTokenProgram(account.owner) ? decodeTokenAccount(account.data) : undefined;
  if (!state) throw invalidParams('Invalid param: not a Token account');
  const decimals = decodeMint(core.vm.read(state.mint)?.data ?? new Uint8Array())?.decimals ?? (state.mint === NATIVE_MINT ? 9 : undefined);
  if (decimals === undefined) throw invalidParams('Invalid param: could not find mint');
  return { state, decimals };
};

interface Filter {
  dataSize?: number;
  memcmp?: { offset: number; bytes: Uint8Array };
}

const parseFilters = (value: unknown): Filter[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 4) throw invalidParams('Invalid params: filters must be an array of at most 4 filters');
  return value.map((item: unknown) => {
    const filter = configParam(item);
    if (typeof filter.dataSize === 'number') return { dataSize: filter.dataSize };
    const memcmp = configParam(filter.memcmp);
    const text = memcmp.bytes;
    const bytes = typeof text === 'string' ? (memcmp.encoding === 'base64' ? fromBase64(text) : fromBase58(text)) : undefined;
    if (!bytes || typeof memcmp.offset !== 'number') throw invalidParams('Invalid params: bad memcmp filter');
    return { memcmp: { offset: memcmp.offset, bytes } };
  });
};

const matches = (account: AccountView, filters: Filter[]) =>
  filters.every((filter) => {
    if (filter.dataSize !== undefined) return account.data.length === filter.dataSize;
    if (!filter.memcmp) return true;
    const { offset, bytes } = filter.memcmp;
    if (offset + bytes.length > account.data.length) return false;
    return bytes.every((byte, i) => account.data[offset + i] === byte);
  });

const tokenAccountsByOwner: Handler = (params, core) => {
  const owner = pubkeyParam(params[0]);
  const selector = configParam(params[1]);
  const config = configParam(params[2]);
  const block = blockFor(core, config);
  const encoding = encodingOf(config, 'binary');
  const mint = selector.mint === undefined ? undefined : pubkeyParam(selector.mint);
  const program = selector.programId === undefined ? undefined : pubkeyParam(selector.programId);
  if ((mint === undefined) === (program === undefined)) throw invalidParams('Invalid params: expected exactly one of mint or programId.');
  if (program !== undefined && !isTokenProgram(program)) throw invalidParams(`Invalid param: unrecognized Token program id`);
  const value = core.vm
    .tokenAccountsOf(owner)
    .map((pubkey) => ({ pubkey, account: core.vm.read(pubkey) }))
    .filter(({ account }) => {
      if (!account) return false;
      if (program !== undefined) return account.owner === program;
      return decodeTokenAccount(account.data)?.mint === mint;
    })
    .map(({ pubkey, account }) => ({ pubkey, account: encodeAccount(core.vm, account as AccountView, encoding, dataSliceOf(config)) }));
  return withContext(block, value);
};

export const accountMethods: Record<string, Handler> = {
  getBalance: (params, core) => {
    const address = pubkeyParam(params[0]);
    const block = blockFor(core, configParam(params[1]));
    return withContext(block, Number(core.vm.lamports(address)));
  },
  getAccountInfo: (params, core) => {
    const address = pubkeyParam(params[0]);
    const config = configParam(params[1]);
    const block = blockFor(core, config);
    return withContext(block, accountValue(core, address, encodingOf(config, 'binary'), config));
  },
  getMultipleAccounts: (params, core) => {
    const list = params[0];
    if (!Array.isArray(list)) throw invalidParams('Invalid params: invalid type: expected a sequence of addresses.');
    if (list.length > MAX_MULTIPLE_ACCOUNTS) throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
    const addresses = list.map(pubkeyParam);
    const config = configParam(params[1]);
    const block = blockFor(core, config);
    const encoding = encodingOf(config, 'base64');
    return withContext(
      block,
      addresses.map((address) => accountValue(core, address, encoding, config)),
    );
  },
  getProgramAccounts: (params, core) => {
    const program = pubkeyParam(params[0]);
    const config = configParam(params[1]);
    const block = blockFor(core, config);
    const encoding = encodingOf(config, 'binary');
    const filters = parseFilters(config.filters);
    const value = core.vm
      .programAccounts(program)
      .map(({ address, account }) => ({ pubkey: address, account }))
      .filter(({ account }) => matches(account, filters))
      .map(({ pubkey, account }) => ({ pubkey, account: encodeAccount(core.vm, account, encoding, dataSliceOf(config)) }));
    return config.withContext === true ? withContext(block, value) : value;
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  /** Not a real method (web3.js sends getTokenAccountsByOwner with jsonParsed); answered for convenience. */
  getParsedTokenAccountsByOwner: (params, core) => tokenAccountsByOwner([params[0], params[1], { ...configParam(params[2]), encoding: 'jsonParsed' }], core),
  getTokenAccountBalance: (params, core) => {
    const address = pubkeyParam(params[0]);
    const block = blockFor(core, configParam(params[1]));
    const { state, decimals } = tokenAccountOrThrow(core, address);
    return withContext(block, uiTokenAmount(state.amount, decimals));
  },
  getTokenSupply: (params, core) => {
    const address = pubkeyParam(params[0]);
    const block = blockFor(core, configParam(params[1]));
    const account = core.vm.read(address);
    const mint = account && isTokenProgram(account.owner) ? decodeMint(account.data) : undefined;
    if (!mint) throw invalidParams('Invalid param: not a Token mint');
    return withContext(block, uiTokenAmount(mint.supply, mint.decimals));
  },
  requestAirdrop: (params, core) => {
    const address = pubkeyParam(params[0]);
    const lamports = params[1];
    if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) throw invalidParams('Invalid params: invalid type: expected u64.');
    if (lamports > 1_000_000 * 1e9) throw new RpcError(-32600, 'airdrop request too large');
    return core.airdrop(address, BigInt(lamports));
  },
};
