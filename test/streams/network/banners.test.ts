import { type HttpResponse, createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { createBanners } from '@streams/network/banners';
import { type Observable, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const HOST = 'http://sim';
const doc = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  startTime: 0,
  expiryTime: 1_000_000,
  closeCount: 1,
  data: { imageUrl: '/image.svg', title: { en: `Banner ${id}` } },
  ...overrides,
});

const setup = (m: MarbleContext, answer: (url: string, index: number) => unknown) => {
  const logger = createRecordingLogger();
  const urls: string[] = [];
  const times: number[] = [];
  const fake = createFakeTransport((request) => {
    urls.push(request.url.replace(HOST, ''));
    times.push(m.scheduler.now());
    return m.cold('(r|)', { r: jsonResponse(answer(request.url.replace(HOST, ''), urls.length - 1)) });
  });
  const storage = createMemoryStorage();
  const banners = createBanners({
    http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
    staticHost: HOST,
    scheduler: m.scheduler,
    logger,
    storage,
  });
  return { banners, urls, times, logger, storage };
};
const title = map((banner: { title: string } | undefined) => banner?.title ?? 'none');

describe('banners: the static host, the rules and dismissals', () => {
  it(
    "a slot shows its active banner from its start until its expiry; the image sits in the banner's folder",
    marbles((m) => {
      const { banners, urls } = setup(m, (url) =>
        url === '/banner/metadata.json' ? { activeBanner: { swap: 'sale' } } : doc('sale', { startTime: 10, expiryTime: 30 }),
      );
      let image: string | undefined;
      m.expect(banners.banner$('swap').pipe(map((banner) => ((image = banner?.imageUrl ?? image), banner?.title ?? 'none'))), '^ 50ms !').toBeObservable(
        'n 9ms s 19ms n',
        { n: 'none', s: 'Banner sale' },
      );
      m.flush();
      expect(urls).toEqual(['/banner/metadata.json', '/banner/sale/banner.json']);
      expect(image).toBe('http://sim/banner/sale/image.svg');
    }),
  );

  it(
    'links go where they say: https sites and one-slash paths stay, anything else is dropped (and logged), never the banner',
    marbles((m) => {
      // Four buttons at most: two refused, two kept; the other refusals ride in paragraphs.
      const links = ['javascript:alert(1)', '/\\evil.example', 'https://jup.ag/sale', '/perps'];
      const { banners, logger } = setup(m, (url) =>
        url === '/banner/metadata.json'
          ? { activeBanner: { swap: 'sale' } }
          : doc('sale', {
              data: {
                title: { en: 'Sale' },
                buttons: links.map((link, index) => ({ text: `b${index}`, link })),
                paragraphs: [
                  { text: 'Read', actionText: 'more', actionLink: '//evil.example/more' },
                  { text: 'Plain', actionText: 'here', actionLink: 'http://plain.example' },
                  { text: 'Data', actionText: 'there', actionLink: 'data:text/html,x' },
                  { text: 'Trade', actionText: 'now', actionLink: '/swap' },
                ],
              },
            }),
      );
      let shown: unknown;
      const watching = banners.banner$('swap').subscribe((banner) => (shown = banner && { buttons: banner.buttons, paragraphs: banner.paragraphs }));
      m.scheduler.schedule(() => watching.unsubscribe(), 10);
      m.flush();
      expect(shown).toEqual({
        buttons: [
          { text: 'b2', link: { kind: 'external', href: 'https://jup.ag/sale' } },
          { text: 'b3', link: { kind: 'internal', href: '/perps' } },
        ],
        paragraphs: [
          { text: 'Read', action: undefined },
          { text: 'Plain', action: undefined },
          { text: 'Data', action: undefined },
          { text: 'Trade', action: { text: 'now', link: { kind: 'internal', href: '/swap' } } },
        ],
      });
      expect(logger.messages('warn').filter((message) => message.startsWith('Dropped a link'))).toHaveLength(5);
    }),
  );

  it(
    'closing counts a dismissal (stored): at closeCount the banner stays hidden, in this page and the next',
    marbles((m) => {
      const { banners, storage } = setup(m, (url) => (url === '/banner/metadata.json' ? { activeBanner: { swap: 'sale' } } : doc('sale', { closeCount: 2 })));
      m.scheduler.schedule(() => banners.close('sale'), 5);
      m.scheduler.schedule(() => banners.close('sale'), 10);
      m.expect(banners.banner$('swap').pipe(title), '^ 20ms !').toBeObservable('s 9ms n', { s: 'Banner sale', n: 'none' });
      m.flush();
      expect(JSON.parse(storage.getItem('callisto.banner.dismissals') ?? '{}')).toEqual({ counts: { sale: 2 } });
    }),
  );

  it(
    'the metadata is refetched every 60,000 ms while a slot shows (T15): a new active banner replaces the old one',
    marbles((m) => {
      const { banners, times } = setup(m, (url, index) =>
        url === '/banner/metadata.json' ? { activeBanner: { swap: index === 0 ? 'one' : 'two' } } : doc(url.includes('one') ? 'one' : 'two'),
      );
      m.expect(banners.banner$('swap').pipe(title), '^ 60001ms !').toBeObservable('a 59999ms b', { a: 'Banner one', b: 'Banner two' });
      m.flush();
      expect(times).toEqual([0, 0, 60_000, 60_000]);
    }),
  );

  it(
    'a document is kept 600,000 ms before it is fetched again (T15)',
    marbles((m) => {
      const { banners, times, urls } = setup(m, (url) => (url === '/banner/metadata.json' ? { activeBanner: { swap: 'sale' } } : doc('sale')));
      m.expect(banners.banner$('swap').pipe(title), '^ 100ms !').toBeObservable('s', { s: 'Banner sale' });
      // a later visit within 10 min reuses the document; after it, fetches it again
      m.expect(banners.banner$('swap').pipe(title), '599999ms (^!)').toBeObservable('599999ms s', { s: 'Banner sale' });
      m.expect(banners.banner$('swap').pipe(title), '600000ms ^ 10ms !').toBeObservable('600000ms s', { s: 'Banner sale' });
      m.flush();
      const documentFetches = times.filter((_, index) => urls[index] === '/banner/sale/banner.json');
      expect(documentFetches).toEqual([0, 600_000]);
    }),
  );

  it(
    'an invalid document or an unparseable id is logged and shows nothing',
    marbles((m) => {
      const { banners, logger } = setup(m, (url) =>
        url === '/banner/metadata.json' ? { activeBanner: { swap: 'bad', dca: '../../etc' } } : { id: 'bad', data: 'nope' },
      );
      m.expect(banners.banner$('swap').pipe(title), '^ 5ms !').toBeObservable('n', { n: 'none' });
      m.expect(banners.banner$('dca').pipe(title), '^ 5ms !').toBeObservable('n', { n: 'none' });
      m.flush();
      expect(logger.messages('warn')).toEqual(expect.arrayContaining(['Banner ignored', 'Unparseable banner id: no banner']));
    }),
  );

  it(
    'a countdown ticks every 1,000 ms (T08) until it runs out',
    marbles((m) => {
      const { banners } = setup(m, () => ({}));
      const text = map((parts: { minutes: number; seconds: number }) => `${parts.minutes}:${parts.seconds}`);
      m.expect(banners.countdown$(62_500).pipe(text), '^ 3500ms !').toBeObservable('a 999ms b 999ms c 999ms d', { a: '1:2', b: '1:1', c: '1:0', d: '0:59' });
    }),
  );
});

describe('banners: the static host is asked only while a slot shows (subscription logs)', () => {
  const setupHeld = (m: MarbleContext, metadata: Observable<HttpResponse>, document: Observable<HttpResponse>) => {
    const logger = createRecordingLogger();
    const { transport, requests } = createFakeTransport((request) => (request.url.endsWith('/banner/metadata.json') ? metadata : document));
    const banners = createBanners({
      http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
      staticHost: HOST,
      scheduler: m.scheduler,
      logger,
      storage: createMemoryStorage(),
    });
    return { banners, requests };
  };

  it(
    'when the slot is no longer shown, the metadata refetch in flight is cancelled and the 60 s poll stops (T15)',
    marbles((m) => {
      const refetch = m.time('60000ms |'); // T15
      const metadata = m.cold('10ms (r|)', { r: jsonResponse({ activeBanner: { swap: 'sale' } }) });
      const document = m.cold('10ms (r|)', { r: jsonResponse(doc('sale')) });
      const { banners, requests } = setupHeld(m, metadata, document);
      m.expect(banners.banner$('swap').pipe(title), `^ ${refetch + 4}ms !`).toBeObservable('20ms s', { s: 'Banner sale' });
      m.expect(metadata).toHaveSubscriptions(['^ 9ms !', `${refetch}ms ^ 4ms !`]);
      // The document is asked once the metadata names it, and kept for its 10 minutes.
      m.expect(document).toHaveSubscriptions('10ms ^ 9ms !');
      m.flush();
      expect(requests).toHaveLength(3);
    }),
  );

  it(
    'leaving the page while the banner document loads cancels it; a later visit asks for it again',
    marbles((m) => {
      const metadata = m.cold('(r|)', { r: jsonResponse({ activeBanner: { swap: 'sale' } }) });
      const document = m.cold('100ms (r|)', { r: jsonResponse(doc('sale')) });
      const { banners } = setupHeld(m, metadata, document);
      m.expect(banners.banner$('swap').pipe(title), '^ 49ms !').toBeObservable('');
      m.expect(banners.banner$('swap').pipe(title), '200ms ^ 200ms !').toBeObservable('300ms s', { s: 'Banner sale' });
      m.expect(document).toHaveSubscriptions(['^ 49ms !', '200ms ^ 99ms !']);
    }),
  );
});
