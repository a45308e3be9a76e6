import { type FetchLike, createFetchTransport } from '@streams/core/fetchTransport';
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
});
