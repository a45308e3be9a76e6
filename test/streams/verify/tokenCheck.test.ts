import { createHttpClient } from '@streams/core/http';
import type { AccountSnapshot } from '@streams/solana/ports';
import { METADATA_PROGRAM } from '@streams/solana/tokenMetadata';
import { INVALID_TOKEN, NOT_A_MINT, TOKEN_CHECK_ERROR, type TokenCheck, createTokenCheck } from '@streams/verify/tokenCheck';
import { of, throwError } from 'rxjs';
import { createFakeRpc } from '../../support/fakeRpc';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { MINT } from './fixtures';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/** A metadata account in the v1 layout: key, update authority, mint, then name, symbol and uri, NUL-padded. */
const metadataAccount = (name: string, symbol: string): AccountSnapshot => {
  const text = (value: string, room: number) => {
    const bytes = new Uint8Array(4 + room);
    new DataView(bytes.buffer).setUint32(0, room, true);
    bytes.set(new TextEncoder().encode(value), 4);
    return bytes;
  };
  const parts = [Uint8Array.of(4), new Uint8Array(64), text(name, 32), text(symbol, 10), text('https://meta.example/x.json', 200)];
  const data = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    data.set(part, at);
    at += part.length;
  }
  return { lamports: 1n, owner: METADATA_PROGRAM, data };
};
const mintAccount = (owner = TOKEN_PROGRAM): AccountSnapshot => ({ lamports: 1n, owner, data: new Uint8Array(82) });
const asset = (overrides: Record<string, unknown> = {}) => ({ id: MINT, name: 'Market Name', symbol: 'MKT', decimals: 6, ...overrides });

const checkWith = (m: MarbleContext, accounts: readonly (AccountSnapshot | null)[] | Error, assets: unknown[] = [asset()]) => {
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport(() => m.cold('-(r|)', { r: jsonResponse(assets) }));
  const rpcFake = createFakeRpc(m.scheduler, {
    getMultipleAccounts: () => (accounts instanceof Error ? throwError(() => accounts) : m.cold('-(a|)', { a: accounts })),
  });
  const check = createTokenCheck({
    http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
    marketApi: 'http://sim',
    rpc: rpcFake.rpc,
    logger,
    addressOf: () => of('MetadataPda1111111111111111111111111111111'),
  });
  return { check, requests, logger, log: rpcFake };
};

const checking: TokenCheck = { status: 'checking' };

describe('the mint a verification is asked for', () => {
  it(
    'is a token when the ledger holds its mint and the market lists it: its name and symbol from its metadata, unverified',
    marbles((m) => {
      const { check, requests, log } = checkWith(m, [mintAccount(), metadataAccount('Moon Cat', 'MCAT')]);
      m.expect(check(MINT)).toBeObservable('c(f|)', {
        c: checking,
        f: { status: 'found', mint: MINT, name: 'Moon Cat', symbol: 'MCAT', verified: false, fromMetadata: true },
      });
      m.flush();
      expect(log.of('getMultipleAccounts')[0]?.args).toEqual([[MINT, 'MetadataPda1111111111111111111111111111111'], 'confirmed']);
      expect(requests[0]?.url).toBe(`http://sim/v1/assets?ids=${MINT}`);
    }),
  );

  it(
    'says when it is verified already (flagged, or by its tags), and falls back on the market name without metadata',
    marbles((m) => {
      const flagged = checkWith(m, [mintAccount(), null], [asset({ isVerified: true })]);
      m.expect(flagged.check(MINT)).toBeObservable('c(f|)', {
        c: checking,
        f: { status: 'found', mint: MINT, name: 'Market Name', symbol: 'MKT', verified: true, fromMetadata: false },
      });
      const tagged = checkWith(m, [mintAccount(), metadataAccount('Moon Cat', 'MCAT')], [asset({ tags: ['community'] })]);
      m.expect(tagged.check(MINT)).toBeObservable('c(f|)', {
        c: checking,
        f: { status: 'found', mint: MINT, name: 'Moon Cat', symbol: 'MCAT', verified: true, fromMetadata: true },
      });
      m.flush();
    }),
  );

  it(
    "is 'Invalid token information' when the ledger has no mint there or the market does not list it",
    marbles((m) => {
      const invalid: Record<string, TokenCheck> = { c: checking, i: { status: 'invalid', message: INVALID_TOKEN } };
      m.expect(checkWith(m, [null, null]).check(MINT)).toBeObservable('c(i|)', invalid);
      m.expect(checkWith(m, [mintAccount(SYSTEM_PROGRAM), null]).check(MINT)).toBeObservable('c(i|)', invalid);
      m.expect(checkWith(m, [mintAccount(), null], []).check(MINT)).toBeObservable('c(i|)', invalid);
      m.flush();
      expect(INVALID_TOKEN).toBe('Invalid token information');
    }),
  );

  it(
    'is nothing yet when empty, a message when no address, and an error (logged) when it cannot be read',
    marbles((m) => {
      const { check } = checkWith(m, []);
      m.expect(check('')).toBeObservable('(i|)', { i: { status: 'idle' } });
      m.expect(check('0xNotSolana')).toBeObservable('(x|)', { x: { status: 'malformed', message: NOT_A_MINT } });
      const failing = checkWith(m, new Error('RPC down'));
      m.expect(failing.check(MINT)).toBeObservable('(ce|)', { c: checking, e: { status: 'error', message: TOKEN_CHECK_ERROR } });
      m.flush();
      expect(failing.logger.messages('warn')).toContain(TOKEN_CHECK_ERROR);
    }),
  );
});
