import { loadPage } from './loadedPages';
import { landingPageModule } from './pageModules';

const landing = landingPageModule(window.location.pathname);

/**
 * The entry's first module: the landing page's code starts downloading now, while the rest of the
 * entry is still being evaluated, instead of after it (issue 27: each step waited for the one
 * before). The app renders once it has arrived (it usually has: src/early.ts preloads it), so the
 * page shows in the first render; a failure is the router's to report when it loads the page.
 */
export const landingPageReady: Promise<void> = landing
  ? loadPage(landing).then(
      () => undefined,
      () => undefined,
    )
  : Promise.resolve();
