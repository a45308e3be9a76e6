import { landingPageChunks, preloadLandingPage } from '@/app/preloadPage';

const withMeta = (content: string) => {
  document.head.innerHTML = '';
  const meta = document.createElement('meta');
  meta.name = 'callisto-page-chunks';
  meta.content = content;
  document.head.append(meta);
};

const map = {
  files: ['assets/HomePage-1.js', 'assets/ExploreView-1.js', 'assets/cells-1.js', 'assets/TokenPage-1.js'],
  routes: { '/': [0], '/pro': [1, 2], '/pro/hunt': [1, 2], '/tokens/:id': [3, 2] },
};

describe('preloading the landing page from the early script', () => {
  beforeEach(() => withMeta(JSON.stringify(map)));

  it.each([
    ['/', ['assets/HomePage-1.js']],
    ['/pro', ['assets/ExploreView-1.js', 'assets/cells-1.js']],
    ['/PRO/hunt/', ['assets/ExploreView-1.js', 'assets/cells-1.js']],
    ['/tokens/So11111111111111111111111111111111111111112', ['assets/TokenPage-1.js', 'assets/cells-1.js']],
    ['/no/such/page', []],
  ])('%s: the chunks of the page the router will show', (path, files) => {
    expect(landingPageChunks(document, path)).toEqual(files);
  });

  it('appends one modulepreload link per chunk, same origin', () => {
    preloadLandingPage(document, '/pro');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/ExploreView-1.js', '/assets/cells-1.js']);
  });

  it.each([
    ['no map (the dev server)', undefined],
    ['a map that is not JSON', '{files:'],
    ['a map of the wrong shape', '{"files":"x","routes":[]}'],
  ])('%s: preloads nothing', (_name, content) => {
    if (content === undefined) document.head.innerHTML = '';
    else withMeta(content);
    preloadLandingPage(document, '/pro');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('never preloads a file that is not one of our chunks: other origins, paths that climb, other kinds', () => {
    withMeta(
      JSON.stringify({
        files: ['https://evil.example/x.js', '//evil.example/x.js', '../x.js', 'assets/x.css', 'assets/ok-1.js', 7],
        routes: { '/pro': [0, 1, 2, 3, 4, 5, 9] },
      }),
    );
    expect(landingPageChunks(document, '/pro')).toEqual(['assets/ok-1.js']);
  });
});
