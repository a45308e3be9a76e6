import { type FetchLike, HTTP_BODY_MAX_BYTES, createFetchTransport } from '@streams/core/fetchTransport';
import { ResponseTooLargeError } from '@streams/core/httpErrors';
import type { AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { firstValueFrom } from 'rxjs';

type FetchInit = Parameters<FetchLike>[1];

/** A fetch whose answer the test releases by hand, recording what it was asked. */
const controllableFetch = () => {
  const calls: { url: string; init: FetchInit }[] = [];
  let answer: (text: string, status?: number) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const fetchFn: FetchLike = (url, init) => {
    calls.push({ url, init });
    return new Promise((resolve, reject) => {
      fail = reject;
      init.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      answer = (text, status = 200) =>
        resolve({
          status,
          statusText: status === 200 ? 'OK' : 'Too Many Requests',
          headers: new Headers({ 'Content-Type': 'application/json', 'Retry-After': '3' }),
          text: () => Promise.resolve(text),
        });
    });
  };
  return { fetchFn, calls, answer: (text: string, status?: number) => answer(text, status), fail: (e: unknown) => fail(e) };
};

/**
 * A fetch that answers at once with `chunks` as its body stream (or no stream when `chunks` is
 * undefined, only `text`), recording how the body was read.
 */
const bodyFetch = ({ headers = {}, chunks, text = '' }: { headers?: Record<string, string>; chunks?: (Uint8Array | undefined)[]; text?: string }) => {
  const seen = { reads: 0, cancels: 0, textReads: 0 };
  const fetchFn: FetchLike = () => {
    const queue = [...(chunks ?? [])];
    const reader = {
      read: () => {
        seen.reads++;
        return Promise.resolve(queue.length === 0 ? { done: true } : { done: false, value: queue.shift() });
      },
      cancel: () => {
        seen.cancels++;
        return Promise.resolve();
      },
    };
    return Promise.resolve({
      status: 200,
      statusText: 'OK',
      headers: new Headers(headers),
      text: () => {
        seen.textReads++;
        return Promise.resolve(text);
      },
      body: chunks === undefined ? null : { getReader: () => reader },
    });
  };
  return { fetchFn, seen };
};

const bytes = (text: string) => new TextEncoder().encode(text);

describe('fetch transport', () => {
  it('emits status, lower-cased headers and the parsed JSON body, then completes', async () => {
    const fake = controllableFetch();
    const response = firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x', noCache: true }));
    fake.answer('{"pools":[]}', 429);
    await expect(response).resolves.toEqual({
      status: 429,
      statusText: 'Too Many Requests',
      headers: { 'content-type': 'application/json', 'retry-after': '3' },
      body: { pools: [] },
    });
    expect(fake.calls[0]?.init).toMatchObject({ method: 'GET', cache: 'no-cache' });
  });

  it('refuses redirects on every request: a 3xx answer is an error, not a place to follow', async () => {
    const fake = controllableFetch();
    const transport = createFetchTransport(fake.fetchFn);
    const get = firstValueFrom(transport({ method: 'GET', url: 'http://api/x' }));
    fake.answer('{}');
    await get;
    const post = firstValueFrom(transport({ method: 'POST', url: 'http://api/y', body: '{}', credentials: 'include' }));
    fake.answer('{}');
    await post;
    expect(fake.calls.map((call) => call.init.redirect)).toEqual(['error', 'error']);
  });

  it('with a real fetch, a redirect fails the call instead of reaching the other host', async () => {
    let followed = false;
    const server = createHttpServer((request, response) => {
      if (request.url === '/moved') {
        response.writeHead(302, { Location: '/elsewhere' }).end();
      } else {
        followed = true;
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"stolen":true}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const call = firstValueFrom(createFetchTransport(fetch)({ method: 'GET', url: `http://127.0.0.1:${port}/moved` }));
      await expect(call).rejects.toThrow();
      expect(followed).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps a non-JSON body as text and an empty one as undefined', async () => {
    const fake = controllableFetch();
    const transport = createFetchTransport(fake.fetchFn);
    const html = firstValueFrom(transport({ method: 'GET', url: 'http://api/x' }));
    fake.answer('<html>oops</html>');
    await expect(html).resolves.toMatchObject({ body: '<html>oops</html>' });
    const empty = firstValueFrom(transport({ method: 'GET', url: 'http://api/y' }));
    fake.answer('');
    await expect(empty).resolves.toMatchObject({ body: undefined });
  });

  it('teardown: unsubscribing before the answer aborts the request, and nothing is emitted', async () => {
    const fake = controllableFetch();
    const seen: unknown[] = [];
    const subscription = createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/slow' }).subscribe({
      next: (value) => seen.push(value),
      error: (error) => seen.push(error),
    });
    const signal = fake.calls[0]?.init.signal;
    expect(signal?.aborted).toBe(false);
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
    await Promise.resolve();
    expect(seen).toEqual([]);
  });

  it('a network failure errors the observable', async () => {
    const fake = controllableFetch();
    const response = firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x' }));
    fake.fail(new TypeError('Failed to fetch'));
    await expect(response).rejects.toThrow('Failed to fetch');
  });

  it('does not abort a request that has already answered', async () => {
    const fake = controllableFetch();
    const transport = createFetchTransport(fake.fetchFn);
    await (async () => {
      const done = firstValueFrom(transport({ method: 'POST', url: 'http://api/x', body: '{}' }));
      fake.answer('{}');
      await done;
    })();
    expect(fake.calls[0]?.init.signal.aborted).toBe(false);
    expect(fake.calls[0]?.init.body).toBe('{}');
  });

  it('passes the request on as asked: its headers and credentials, and no body on a GET', async () => {
    const fake = controllableFetch();
    const transport = createFetchTransport(fake.fetchFn);
    const post = firstValueFrom(
      transport({
        method: 'POST',
        url: 'http://api/y',
        headers: { 'content-type': 'application/json', 'x-api-key': 'k' },
        body: '{"a":1}',
        credentials: 'include',
      }),
    );
    fake.answer('{}');
    await post;
    const get = firstValueFrom(transport({ method: 'GET', url: 'http://api/x' }));
    fake.answer('{}');
    await get;
    expect(fake.calls[0]?.init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'k' },
      body: '{"a":1}',
      credentials: 'include',
    });
    // Exactly these keys: a GET sends no body, no cache directive and no credentials mode of its own.
    expect(Object.keys(fake.calls[1]?.init ?? {}).sort()).toEqual(['headers', 'method', 'redirect', 'signal']);
    expect(fake.calls[1]?.init.headers).toEqual({});
  });

  it('does not abort a request that has already failed', async () => {
    const fake = controllableFetch();
    const response = firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x' }));
    fake.fail(new TypeError('Failed to fetch'));
    await expect(response).rejects.toThrow('Failed to fetch');
    expect(fake.calls[0]?.init.signal.aborted).toBe(false);
  });

  describe('body size limit', () => {
    /** A real server answering `chunks` chunks of `chunkBytes` each (no Content-Length unless `declare`). */
    const serve = async (chunks: number, chunkBytes: number, declare = false) => {
      let written = 0;
      const server = createHttpServer((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json', ...(declare ? { 'Content-Length': String(chunks * chunkBytes) } : {}) });
        const chunk = Buffer.alloc(chunkBytes, 0x20);
        const next = () => {
          if (written >= chunks || response.destroyed) return response.end();
          written++;
          if (response.write(chunk)) setImmediate(next);
          else response.once('drain', next);
        };
        next();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return { url: `http://127.0.0.1:${port}/big`, written: () => written, close: () => new Promise((resolve) => server.close(resolve)) };
    };

    it('is 32 MiB by default', () => expect(HTTP_BODY_MAX_BYTES).toBe(32 * 1024 * 1024));

    it('a body longer than the limit fails the call while it streams, long before the server is done', async () => {
      const big = await serve(1000, 64 * 1024);
      try {
        const call = firstValueFrom(createFetchTransport(fetch)({ method: 'GET', url: big.url, maxBodyBytes: 256 * 1024 }));
        await expect(call).rejects.toBeInstanceOf(ResponseTooLargeError);
        expect(big.written()).toBeLessThan(1000);
      } finally {
        await big.close();
      }
    });

    it('a declared Content-Length over the limit is refused unread', async () => {
      const big = await serve(4, 1024, true);
      try {
        await expect(firstValueFrom(createFetchTransport(fetch)({ method: 'GET', url: big.url, maxBodyBytes: 1024 }))).rejects.toThrow(
          'larger than 1024 bytes',
        );
      } finally {
        await big.close();
      }
    });

    it('a body within the limit is read whole, and a fetch without a stream is checked after reading', async () => {
      const small = await serve(4, 256);
      try {
        await expect(firstValueFrom(createFetchTransport(fetch)({ method: 'GET', url: small.url, maxBodyBytes: 1024 }))).resolves.toMatchObject({
          status: 200,
          body: ' '.repeat(1024),
        });
      } finally {
        await small.close();
      }
      const fake = controllableFetch();
      const call = firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x', maxBodyBytes: 4 }));
      fake.answer('"12345"');
      await expect(call).rejects.toBeInstanceOf(ResponseTooLargeError);
    });

    it('a declared Content-Length over the limit is refused without reading a byte: the stream is cancelled', async () => {
      const fake = bodyFetch({ headers: { 'Content-Length': '1025' }, chunks: [bytes('"x"')] });
      await expect(firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x', maxBodyBytes: 1024 }))).rejects.toThrow(
        'The answer of http://api/x is larger than 1024 bytes',
      );
      expect(fake.seen).toEqual({ reads: 0, cancels: 1, textReads: 0 });
    });

    it('a declared Content-Length over the limit is refused too when the fetch has no stream', async () => {
      const fake = bodyFetch({ headers: { 'Content-Length': '1025' }, text: '"x"' });
      await expect(firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x', maxBodyBytes: 1024 }))).rejects.toBeInstanceOf(
        ResponseTooLargeError,
      );
      expect(fake.seen.textReads).toBe(0);
    });

    it.each([
      ['under', '3'],
      ['exactly at', '4'],
    ])('a declared Content-Length %s the limit is read', async (_, length) => {
      const fake = bodyFetch({ headers: { 'Content-Length': length }, chunks: [bytes('"ab"')] });
      await expect(firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x', maxBodyBytes: 4 }))).resolves.toMatchObject({
        body: 'ab',
      });
      expect(fake.seen.cancels).toBe(0);
    });

    it('a body without a stream exactly at the limit is accepted', async () => {
      const fake = bodyFetch({ text: '"12345"' });
      await expect(firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x', maxBodyBytes: 7 }))).resolves.toMatchObject({
        body: '12345',
      });
    });

    it('a character split across chunks is decoded whole', async () => {
      const encoded = bytes('{"name":"Café ☕"}');
      const fake = bodyFetch({ chunks: [encoded.slice(0, 13), encoded.slice(13, 16), encoded.slice(16)] });
      await expect(firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x' }))).resolves.toMatchObject({
        body: { name: 'Café ☕' },
      });
    });

    it('a read that brings no bytes counts as none', async () => {
      const fake = bodyFetch({ chunks: [bytes('"ab'), undefined, bytes('c"')] });
      await expect(firstValueFrom(createFetchTransport(fake.fetchFn)({ method: 'GET', url: 'http://api/x', maxBodyBytes: 5 }))).resolves.toMatchObject({
        body: 'abc',
      });
    });
  });
});
