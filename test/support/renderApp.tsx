import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { BehaviorSubject, NEVER, asyncScheduler, of, throwError } from 'rxjs';
import { resolveConfig } from '@streams/core/config/resolveConfig';
import { type KeyValueStorage, createMemoryStorage } from '@streams/core/ports';
import type { HttpTransport } from '@streams/core/http';
import type { SocketPort } from '@streams/core/socket';
import { createStreams } from '@streams/graph';
import type { StoragePersistence } from '@streams/wallet/keyBackup';
import { txFeature } from '@streams/tx/feature';
import { buildTransfer } from '@streams/wallet/transfer';
import { AppRoutes, appRoutes } from '@/app/router';
import { StreamsProvider } from '@/app/StreamsContext';
import { memoryVault } from '@/wallet/quickAccount/vault';
import { WalletProviders } from '@/wallet/WalletProviders';
import { WalletVaultContext } from '@/wallet/walletVault';
import { createRecordingLogger } from './fakeLogger';

/** A streams graph from fakes: memory storage, a recording logger, a switchable online flag. */
/** Options for the fake graph: a transport answering HTTP (none: every call fails). */
export interface TestStreamOptions {
  readonly transport?: HttpTransport;
  /** Sockets (none: every socket stays silent and never opens). */
  readonly socket?: SocketPort;
  /** What an earlier visit left in storage (none: empty). */
  readonly storage?: KeyValueStorage;
  /** The browser's persistent-storage permission (none: the browser has no such API). */
  readonly storagePersistence?: StoragePersistence;
}

export const createTestStreams = ({ transport, socket, storage = createMemoryStorage(), storagePersistence }: TestStreamOptions = {}) => {
  const logger = createRecordingLogger();
  const online = new BehaviorSubject(true);
  const config = resolveConfig({ search: '', storage, logger });
  const streams = createStreams(config, {
    scheduler: asyncScheduler,
    frameScheduler: asyncScheduler,
    socket: socket ?? (() => NEVER),
    transport: transport ?? ((request) => throwError(() => new Error(`no network in component tests: ${request.url}`))),
    storage,
    logger,
    online$: online,
    transferBuilder$: of(buildTransfer),
    txFeature$: of(txFeature),
    ...(storagePersistence ? { storagePersistence } : {}),
  });
  return { streams, logger, online, storage };
};

export type TestStreams = ReturnType<typeof createTestStreams>;

/** The router's current location, for tests to read as they would a data router's state. */
interface RouterProbe {
  readonly state: { readonly location: Location };
}

/** A memory router at `path` whose location tests can read (`router.state.location`). */
const probedRouter = (path: string, children: ReactNode): { router: RouterProbe; element: ReactNode } => {
  let location: Location | undefined;
  const router: RouterProbe = {
    state: {
      get location() {
        if (location === undefined) throw new Error('the router has not rendered yet');
        return location;
      },
    },
  };
  const Probe = () => {
    location = useLocation();
    return null;
  };
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      {children}
    </MemoryRouter>
  );
  return { router, element };
};

/** Renders routes (the app's by default) at `path` inside a StreamsProvider of fakes. */
export const renderApp = (path: string, options: { routes?: RouteObject[]; streams?: TestStreams } = {}) => {
  const testStreams = options.streams ?? createTestStreams();
  const { router, element } = probedRouter(path, <AppRoutes routes={options.routes ?? appRoutes} />);
  const user = userEvent.setup();
  // The app's wallet layer loads on demand, as in the browser; its keys stay in memory here.
  const view = render(
    <StreamsProvider streams={testStreams.streams}>
      <WalletVaultContext.Provider value={memoryVault()}>{element}</WalletVaultContext.Provider>
    </StreamsProvider>,
  );
  return { ...view, ...testStreams, router, user };
};

export const withStreams = (children: ReactNode, testStreams: TestStreams = createTestStreams()) => (
  <StreamsProvider streams={testStreams.streams}>{children}</StreamsProvider>
);

/** Renders one component with the streams, the wallet providers (memory vault) and a router. */
export const renderWithProviders = (children: ReactNode, testStreams: TestStreams = createTestStreams()) => {
  const { router, element } = probedRouter('/', children);
  const user = userEvent.setup();
  const view = render(
    <StreamsProvider streams={testStreams.streams}>
      <WalletProviders vault={memoryVault()}>{element}</WalletProviders>
    </StreamsProvider>,
  );
  return { ...view, ...testStreams, router, user };
};
