import { createHttpClient } from '@streams/core/http';
import { METADATA_PROGRAM, metadataImage$, metadataUri } from '@streams/tokenPage/metadataImage';
import { of } from 'rxjs';
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

const setup = (m: MarbleContext, answer: string, owner = METADATA_PROGRAM) => {
  const logger = createRecordingLogger();
  const { transport } = createFakeTransport(() => m.cold(answer, { r: jsonResponse({ name: 'X', image: 'http://127.0.0.1:8787/icons/x.svg' }) }));
  const { rpc } = createFakeRpc(m.scheduler, { getMultipleAccounts: () => m.cold('(a|)', { a: [{ lamports: 1n, owner, data: metadataAccount('Name', 'SYM', URI) }] }) });
  const image$ = metadataImage$({ rpc, http: createHttpClient({ transport, scheduler: m.scheduler, logger }), logger, addressOf: () => of('MetadataPda1111111111111111111111111111111') }, MINT);
  return { image$, logger };
};

describe("a token's image from its on-chain metadata (T40)", () => {
  it('reads the uri from the v1 layout (null padding trimmed); a non-http uri is none', () => {
    expect(metadataUri(metadataAccount('Name', 'SYM', URI))).toBe(URI);
    expect(metadataUri(metadataAccount('Name', 'SYM', 'javascript:alert(1)'))).toBeUndefined();
    expect(metadataUri(new Uint8Array(10))).toBeUndefined();
  });

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
