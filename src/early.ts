// The page's first script (index.html), a small entry of its own: it runs while the app's entry is
// still downloading, and asks for the landing page's data (issue 27: each step of a first visit
// waited for the one before). Nothing here renders: the app takes the answer when it loads. Page
// code is not imported here (a second entry reaching the pages would split the app's chunks apart):
// its chunks are preloaded by name, from the map the build writes into index.html.
// zod must not probe eval before its schemas are built (the CSP forbids eval).
import '@streams/core/config/zodWithoutEval';
import { startEarlyRequest } from './app/earlyRequests';
import { landingRequestUrl } from './app/landingRequest';
import { pageStorage } from './app/pageStorage';
import { preloadLandingPage } from './app/preloadPage';

// The landing page's code, then the landing list's snapshot (/pro): the app's list takes this answer instead of asking again.
preloadLandingPage(document, window.location.pathname);
const url = landingRequestUrl({
  location: window.location,
  storage: pageStorage(),
  defaultProfile: import.meta.env.VITE_PROFILE,
  simOnly: import.meta.env.DEV,
});
if (url !== undefined) startEarlyRequest(url, window.fetch.bind(window));
