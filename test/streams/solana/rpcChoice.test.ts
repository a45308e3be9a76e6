import { simDefaults, simEndpoints } from '@streams/core/config/endpoints';
import type { HttpRequest, HttpResponse } from '@streams/core/http';
import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import type { ToastInput } from '@streams/shell/toasts';
import { createRpcChoice } from '@streams/solana/rpcChoice';
import { SELECTED_RPC_KEY, type SelectedRpc } from '@streams/swap/rpcEndpoints';
import { NEVER, type Observable, type SchedulerLike, VirtualTimeScheduler, defer, of, throwError } from 'rxjs';
import { jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { flushWithin, marbles } from '../../support/marbles';

const SIM = 'http://127.0.0.1:8899';
const SIM_2 = 'http://127.0.0.1:8898';
const CUSTOM = 'http://localhost:8899';
const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SIG = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

const methodOf = (request: HttpRequest) => (JSON.parse(request.body ?? '{}') as { method?: string }).method;

/** The graph's RPC choice on fakes: every HTTP request and socket opened is recorded, nothing answers unless told. */
const setup = ({
  stored,
  profile = 'sim',
  localOnly,
  scheduler = new VirtualTimeScheduler(),
  answer = () => NEVER,
}: {
  stored?: SelectedRpc;
  profile?: 'sim' | 'mainnet';
  localOnly?: true;
  scheduler?: SchedulerLike;
  answer?: (request: HttpRequest) => Observable<HttpResponse>;
} = {}) => {
  const storage = createMemoryStorage(stored ? { [SELECTED_RPC_KEY]: JSON.stringify(stored) } : {});
  const logger = createRecordingLogger();
  const requests: { url: string; method: string | undefined }[] = [];
  const sockets: string[] = [];
  const toasts: ToastInput[] = [];
  const transport = (request: HttpRequest) => {
    requests.push({ url: request.url, method: methodOf(request) });
    return answer(request);
  };
  const choice = createRpcChoice({
    config: { profile, endpoints: simEndpoints(simDefaults.api, simDefaults.stream, SIM), ...(localOnly ? { localOnly } : {}) },
    storage,
    logger,
    transport,
    http: createHttpClient({ transport, scheduler, logger }),
    // a socket is recorded when it is opened, and stays connecting
    socket: (url) =>
      defer(() => {
        sockets.push(url);
        return NEVER;
      }),
    scheduler,
    online$: of(true),
    showToast: (toast) => toasts.push(toast),
  });
  return { choice, requests, sockets, toasts, logger, storage };
};

describe('the chosen RPC takes every read, send and subscription from the next call', () => {
  it('a stored custom RPC is used at once (it used to be ignored for not being in the list): reads, sends and the socket derived from it', () => {
    const { choice, requests, sockets } = setup({ stored: { url: CUSTOM, custom: CUSTOM } });
    expect(choice.current()).toBe(CUSTOM);
    choice.rpc.getBlockHeight('confirmed').subscribe().unsubscribe();
    choice.rpc.sendTransaction('AQID', { skipPreflight: true, maxRetries: 0, preflightCommitment: 'confirmed' }).subscribe().unsubscribe();
    choice.subscriptions.accountLamports(WALLET, 'confirmed').subscribe().unsubscribe();
    expect(requests).toEqual([
      { url: CUSTOM, method: 'getBlockHeight' },
      { url: CUSTOM, method: 'sendTransaction' },
    ]);
    // http → ws, the port plus one: the simulator's pubsub beside its RPC, by another name
    expect(sockets).toEqual(['ws://localhost:8900']);
  });

  it('switching: the next call goes to the new RPC, an account watch moves to its socket, a signature wait stays where it started', () => {
    const { choice, requests, sockets } = setup();
    const watch = choice.subscriptions.accountLamports(WALLET, 'confirmed').subscribe();
    const signature = choice.subscriptions.signature(SIG, 'confirmed').subscribe();
    const made = choice.rpc.getBalance(WALLET, 'confirmed');
    expect(sockets).toEqual(['ws://127.0.0.1:8900']);

    choice.selected.set({ url: CUSTOM, custom: CUSTOM });
    made.subscribe().unsubscribe(); // made before the switch, started after it: the new RPC
    choice.rpc.getBalance(WALLET, 'confirmed').subscribe().unsubscribe();
    expect(requests.map((request) => request.url)).toEqual([CUSTOM, CUSTOM]);
    expect(sockets).toEqual(['ws://127.0.0.1:8900', 'ws://localhost:8900']);

    // back to a built-in one: the simulator's second port, whose socket is the simulator's one
    choice.selected.update({ url: SIM_2 });
    choice.rpc.getBalance(WALLET, 'confirmed').subscribe().unsubscribe();
    expect(requests.at(-1)?.url).toBe(SIM_2);
    expect(choice.current()).toBe(SIM_2);
    expect(choice.selected.current()).toEqual({ url: SIM_2, custom: CUSTOM });
    watch.unsubscribe();
    signature.unsubscribe();
  });

  it('a stored custom RPC the policy refuses in this profile is logged once and the configured RPC used', () => {
    const { choice, requests, logger } = setup({ stored: { url: CUSTOM, custom: CUSTOM }, profile: 'mainnet' });
    choice.rpc.getBlockHeight('confirmed').subscribe().unsubscribe();
    choice.rpc.getBlockHeight('confirmed').subscribe().unsubscribe();
    expect(requests.map((request) => request.url)).toEqual([SIM, SIM]);
    expect(logger.messages('warn')).toEqual(['Ignoring the stored custom RPC']);
  });

  it('on the development server (no CSP) a stored provider is refused the same way: nothing beyond this machine is called', () => {
    const { choice, requests, logger } = setup({ stored: { url: 'https://mainnet.helius-rpc.com/?api-key=k' }, localOnly: true });
    choice.rpc.getBlockHeight('confirmed').subscribe().unsubscribe();
    expect(requests.map((request) => request.url)).toEqual([SIM]);
    expect(logger.messages('warn')).toEqual(['Ignoring the stored custom RPC']);
  });

  it("the spec's 'Custom RPC endpoint' toast: at start-up for a stored custom RPC, on each switch to one, never for a built-in one; its origin only", () => {
    const { choice, toasts } = setup({ stored: { url: 'https://mainnet.helius-rpc.com/?api-key=secret' } });
    expect(toasts).toEqual([
      { id: 'custom-rpc', scope: 'shell', variant: 'info', title: 'Custom RPC endpoint', description: 'https://mainnet.helius-rpc.com/…' },
    ]);
    choice.selected.update({ url: SIM_2 });
    choice.selected.update({ url: SIM });
    expect(toasts).toHaveLength(1);
    choice.selected.set({ url: CUSTOM });
    expect(toasts.map((toast) => toast.description)).toEqual(['https://mainnet.helius-rpc.com/…', 'http://localhost:8899']);
  });
});

describe("the custom RPC's row", () => {
  it('is the selected custom one, or the one remembered after switching back; one the policy refuses has none', () => {
    const rows = (stored: SelectedRpc, profile: 'sim' | 'mainnet' = 'sim') => {
      const seen: (string | undefined)[] = [];
      setup({ stored, profile })
        .choice.custom$.subscribe((custom) => seen.push(custom))
        .unsubscribe();
      return seen;
    };
    expect(rows({ url: CUSTOM })).toEqual([CUSTOM]);
    expect(rows({ url: SIM_2, custom: CUSTOM })).toEqual([CUSTOM]);
    expect(rows({ url: SIM })).toEqual([undefined]);
    expect(rows({ url: SIM, custom: CUSTOM }, 'mainnet')).toEqual([undefined]);
  });

  it(
    "its latency is probed beside the built-in ones' by the same getHealth (T36); one that answers garbage is 'unhealthy', one that is not there 'down'",
    marbles((m) => {
      const health = (url: string): Observable<HttpResponse> =>
        url === SIM
          ? m.cold('30ms (a|)', { a: jsonResponse({ jsonrpc: '2.0', id: 1, result: 'ok' }) })
          : url === SIM_2
            ? m.cold('50ms (a|)', { a: jsonResponse('<html>not found</html>', 404) })
            : throwError(() => new TypeError('Failed to fetch'));
      const { choice, requests } = setup({ stored: { url: CUSTOM }, scheduler: m.scheduler, answer: (request) => health(request.url) });
      flushWithin(m, 5_100);
      const rounds: string[] = [];
      choice.latencies$.subscribe((latencies) => rounds.push(`${m.scheduler.now()}: ${[...latencies.values()].join(' ')}`));
      m.flush();
      expect(rounds).toEqual(['50: 30 unhealthy down', '5050: 30 unhealthy down']);
      expect(requests.filter((request) => request.url === CUSTOM).map((request) => request.method)).toEqual(['getHealth', 'getHealth']);
    }),
  );
});
