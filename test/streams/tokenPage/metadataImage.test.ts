import { type HttpResponse, createHttpClient } from '@streams/core/http';
import type { SolanaRpc } from '@streams/solana/ports';
import { METADATA_PROGRAM, metadataImage$, metadataUri, metadataUrl } from '@streams/tokenPage/metadataImage';
import { type Observable, of } from 'rxjs';
import { createFakeRpc } from '../../support/fakeRpc';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const MINT = 'So11111111111111111111111111111111111111112';
const URI = 'http://127.0.0.1:8787/metadata/x.json';

/** A metadata account in the v1 layout: key, update authority, mint, name, symbol, uri. */
const metadataAccount = (name: string, symbol: string, uri: string) => {
  const text = (value: string, room: number) => {
    const bytes = new Uint8Array(4 + room);
    new DataView(bytes.buffer).setUint32(0, room, true);
    bytes.set(new TextEncoder().encode(value), 4);
    return bytes;
  };
  const parts = [Uint8Array.of(4), new Uint8Array(32), new Uint8Array(32), text(name, 32), text(symbol, 10), text(uri, 200)];
  const data = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    data.set(part, at);
    at += part.length;
  }
  return data;
};

const setup = (m: MarbleContext, answer: string, owner = METADATA_PROGRAM, { uri = URI, localHttp = true }: { uri?: string; localHttp?: boolean } = {}) => {
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport(() => m.cold(answer, { r: jsonResponse({ name: 'X', image: 'http://127.0.0.1:8787/icons/x.svg' }) }));
  const { rpc } = createFakeRpc(m.scheduler, {
    getMultipleAccounts: () => m.cold('(a|)', { a: [{ lamports: 1n, owner, data: metadataAccount('Name', 'SYM', uri) }] }),
  });
  const image$ = metadataImage$(
    {
      rpc,
      http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
      logger,
      localHttp,
      addressOf: () => of('MetadataPda1111111111111111111111111111111'),
    },
    MINT,
  );
  return { image$, logger, requests };
};

describe("a token's image from its on-chain metadata (T40)", () => {
  it('reads the uri from the v1 layout (null padding trimmed)', () => {
    expect(metadataUri(metadataAccount('Name', 'SYM', URI))).toBe(URI);
    expect(metadataUri(new Uint8Array(10))).toBeUndefined();
  });

  it.each([
    ['https://arweave.net/abc', true, 'https://arweave.net/abc'],
    ['https://arweave.net/abc', false, 'https://arweave.net/abc'],
    [URI, true, URI],
    [URI, false, undefined],
    ['http://evil.example/x.json', true, undefined],
    ['http://evil.example/x.json', false, undefined],
    ['javascript:alert(1)', true, undefined],
    ['data:application/json,{}', true, undefined],
    ['//evil.example/x.json', true, undefined],
    ['http://user:pw@127.0.0.1/x.json', true, undefined],
  ])('metadata url %s with local http %s: %s (https only on mainnet)', (text, localHttp, expected) => {
    expect(metadataUrl(text, { localHttp })).toBe(expected);
  });

  it(
    'on mainnet an http uri is never fetched: logged, and the fallback icon stays',
    marbles((m) => {
      const { image$, logger, requests } = setup(m, '(r|)', METADATA_PROGRAM, { uri: 'http://evil.example/meta.json', localHttp: false });
      m.expect(image$).toBeObservable('(u|)', { u: undefined });
      m.flush();
      expect(requests).toEqual([]);
      expect(logger.messages('warn')).toEqual(['Ignoring a token metadata uri that is not https']);
    }),
  );

  it(
    'an answer within 3,000 ms gives the image',
    marbles((m) => {
      const { image$ } = setup(m, '2999ms (r|)');
      m.expect(image$).toBeObservable('2999ms (i|)', { i: 'http://127.0.0.1:8787/icons/x.svg' });
    }),
  );

  it(
    'no answer in 3,000 ms: given up, logged, and the page keeps its fallback icon',
    marbles((m) => {
      const { image$, logger } = setup(m, '3001ms (r|)');
      m.expect(image$).toBeObservable('3000ms (u|)', { u: undefined });
      m.flush();
      expect(logger.messages('warn')).toContain('The token image could not be read from its metadata');
    }),
  );

  it(
    'an account the metadata program does not own is not read',
    marbles((m) => {
      const { image$ } = setup(m, '(r|)', '11111111111111111111111111111111');
      m.expect(image$).toBeObservable('(u|)', { u: undefined });
    }),
  );
});

describe("a token's image: what its page holds is let go (T40, subscription logs)", () => {
  const account = { lamports: 1n, owner: METADATA_PROGRAM, data: metadataAccount('Name', 'SYM', URI) };

  /** The image of MINT with the metadata account answered by `read` and the uri by `document`. */
  const setupHeld = (m: MarbleContext, read: ReturnType<SolanaRpc['getMultipleAccounts']>, document: Observable<HttpResponse>) => {
    const logger = createRecordingLogger();
    const { transport, requests } = createFakeTransport(() => document);
    const { rpc } = createFakeRpc(m.scheduler, { getMultipleAccounts: () => read });
    const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
    return {
      image$: metadataImage$({ rpc, http, logger, localHttp: true, addressOf: () => of('MetadataPda1111111111111111111111111111111') }, MINT),
      requests,
    };
  };

  it(
    'a uri that does not answer in 3,000 ms is unsubscribed at its timeout: the fetch is aborted, not left running',
    marbles((m) => {
      const timeout = m.time('3000ms |'); // T40
      const read = m.cold('10ms (a|)', { a: [account] });
      const silent = m.cold('-');
      const { image$ } = setupHeld(m, read, silent);
      m.expect(image$).toBeObservable(`${10 + timeout}ms (u|)`, { u: undefined });
      m.expect(silent).toHaveSubscriptions(`10ms ^ ${timeout - 1}ms !`);
    }),
  );

  it(
    'leaving the page while the metadata account is read cancels the RPC call, and the uri is never fetched',
    marbles((m) => {
      const read = m.cold('100ms (a|)', { a: [account] });
      const document = m.cold('(r|)', { r: jsonResponse({ image: 'http://127.0.0.1:8787/icons/x.svg' }) });
      const { image$, requests } = setupHeld(m, read, document);
      m.expect(image$, '^ 49ms !').toBeObservable('');
      m.expect(read).toHaveSubscriptions('^ 49ms !');
      m.expect(document).toHaveSubscriptions([]);
      m.flush();
      expect(requests).toEqual([]);
    }),
  );
});
