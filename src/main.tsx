// First: the landing page's code starts downloading while the rest of the entry is evaluated.
import { landingPageReady } from './app/earlyStart';
// Then: zod must not probe eval before its schemas are built (the CSP forbids eval).
import '@streams/core/config/zodWithoutEval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { animationFrameScheduler, asyncScheduler, defer, map, shareReplay } from 'rxjs';
import { createFetchTransport, createResilientStorage, resolveConfig } from '@streams/core';
import { createStreams } from '@streams/graph';
import { browserOnline$, browserSocket, browserStorage, browserStoragePersistence, browserVisible$, consoleLogger } from './app/browserPorts';
import { AppRoutes } from './app/router';
import { CrashScreen } from './features/errors/CrashScreen';
import { ErrorBoundary } from './features/errors/ErrorBoundary';
import { StreamsProvider } from './app/StreamsContext';
import { warmLanding } from './app/warmLanding';
import { withEarlyRequests } from './app/earlyRequests';
import { installDiagnostics } from './app/diagnostics';
import './styles/global.css';

// The soak's build (VITE_DIAGNOSTICS=true) with ?diagnostics=1: count subscriptions from before the
// graph exists. Other builds drop this code.
if (import.meta.env.VITE_DIAGNOSTICS === 'true' && new URLSearchParams(window.location.search).get('diagnostics') === '1') installDiagnostics();

// The composition root: the only place that picks real ports for the streams graph.
// One storage for the config and the graph: a full quota keeps values in memory instead of throwing.
const storage = createResilientStorage({ storage: browserStorage(), logger: consoleLogger });
const config = resolveConfig({
  search: window.location.search,
  storage,
  logger: consoleLogger,
  defaultProfile: import.meta.env.VITE_PROFILE,
  riskCheckDisabled: import.meta.env.VITE_DISABLE_RISK_CHECK === 'true',
  // The dev server sends no CSP: it runs the simulator only (mainnet is refused, with a notice).
  simOnly: import.meta.env.DEV,
});
const streams = createStreams(config, {
  scheduler: asyncScheduler,
  frameScheduler: animationFrameScheduler,
  // The landing list's snapshot may already be on its way (src/early.ts): its fetch takes that answer.
  transport: createFetchTransport(withEarlyRequests(window.fetch.bind(window))),
  socket: browserSocket,
  storage,
  logger: consoleLogger,
  online$: browserOnline$(),
  visible$: browserVisible$(),
  storagePersistence: browserStoragePersistence(),
  random: Math.random,
  // web3.js arrives with the first withdrawal, not with the first page.
  transferBuilder$: defer(() => import('@streams/wallet/transfer')).pipe(
    map((module) => module.buildTransfer),
    shareReplay(1),
  ),
  // The write path's engine arrives after the page that writes, before its first write.
  txFeature$: defer(() => import('@streams/tx/feature')).pipe(
    map((module) => module.txFeature),
    shareReplay(1),
  ),
});
warmLanding(streams, window.location);
// Leaving the page for good: no reconnects while the document goes away.
window.addEventListener('pagehide', (event) => {
  if (!event.persisted) streams.dispose();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the landing page's code (usually there already): the page then shows
// with the shell instead of after it. It is a transition, so React renders it in slices and the
// main thread stays free for input between them (Lighthouse on /pro: total blocking time ~150 ms
// instead of ~750 ms as one task; the first rows come ~50–150 ms later for it).
void landingPageReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <StreamsProvider streams={streams}>
          <BrowserRouter>
            {/* An error in the shell itself: the full-page crash screen (its Home link needs the router). */}
            <ErrorBoundary fallback={(error) => <CrashScreen error={error} />}>
              <AppRoutes />
            </ErrorBoundary>
          </BrowserRouter>
        </StreamsProvider>
      </StrictMode>,
    ),
  ),
);
