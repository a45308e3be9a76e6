import type { BrowserContext, Page } from '@playwright/test';
import bs58 from 'bs58';

/** One piece of text the page produced or kept, and where it came from. */
export interface Trace {
  readonly source: string;
  readonly text: string;
}

/**
 * Every way a key could be written out: the 64-byte secret key and its 32-byte seed, each in
 * base58, hex, base64 (padded or not, standard or URL-safe), as a JSON array, as a JSON-stringified
 * Uint8Array ({"0":…}), and as bare comma-separated bytes (Array#toString, console previews).
 */
export const secretForms = (secretKey: Uint8Array): string[] =>
  [secretKey, secretKey.slice(0, 32)].flatMap((bytes) => {
    const buffer = Buffer.from(bytes);
    return [
      bs58.encode(bytes),
      buffer.toString('hex'),
      buffer.toString('base64').replace(/=+$/, ''),
      buffer.toString('base64url'),
      JSON.stringify([...bytes]),
      JSON.stringify(Object.fromEntries([...bytes].entries())),
      [...bytes].join(','),
    ];
  });

/** The sources (never the secret itself) whose text holds one of the forms. */
export const findLeaks = (traces: readonly Trace[], forms: readonly string[]): string[] =>
  traces
    .filter(({ text }) => {
      const compact = text.replace(/\s+/g, '');
      const lower = compact.toLowerCase();
      return forms.some((form) => compact.includes(form) || lower.includes(form.toLowerCase()));
    })
    .map(({ source }) => source);

/**
 * Records, from now on, what leaves or is printed by the page: console messages (with their
 * arguments as JSON), request URLs, headers and bodies, and websocket frames sent.
 */
export const recordTraffic = (page: Page) => {
  const traces: Trace[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('console', (message) => {
    traces.push({ source: `console.${message.type()}`, text: message.text() });
    pending.push(
      Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => null))).then((values) =>
        traces.push({ source: `console.${message.type()} arguments`, text: JSON.stringify(values) }),
      ),
    );
  });
  page.on('pageerror', (error) => traces.push({ source: 'page error', text: `${error.message}\n${error.stack ?? ''}` }));
  page.on('request', (request) => {
    traces.push({ source: `request URL ${request.method()}`, text: request.url() });
    traces.push({ source: `request headers ${request.url()}`, text: JSON.stringify(request.headers()) });
    const body = request.postData();
    if (body) traces.push({ source: `request body ${request.url()}`, text: body });
  });
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => traces.push({ source: `websocket frame to ${socket.url()}`, text: String(payload) })),
  );
  return {
    traces,
    /** Waits for console arguments still being read. */
    settled: () => Promise.all(pending),
  };
};

/** The simulator profile's quick-account record in IndexedDB, read in the page; the CryptoKey described, not exported. */
export const readVaultRecord = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{
        publicKey: string;
        iv: number[];
        ciphertext: number[];
        key: { type: string; extractable: boolean; algorithm: string; exportRefused: boolean };
      } | null>((resolve, reject) => {
        const opened = indexedDB.open('callisto-wallet');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const read = opened.result.transaction('quick-account').objectStore('quick-account').get('profile:sim');
          read.onerror = () => reject(read.error);
          read.onsuccess = async () => {
            const record = read.result as { publicKey: string; iv: Uint8Array; ciphertext: ArrayBuffer; wrappingKey: CryptoKey } | undefined;
            opened.result.close();
            if (!record) return resolve(null);
            const exportRefused = await crypto.subtle.exportKey('raw', record.wrappingKey).then(
              () => false,
              () => true,
            );
            resolve({
              publicKey: record.publicKey,
              iv: [...record.iv],
              ciphertext: [...new Uint8Array(record.ciphertext)],
              key: { type: record.wrappingKey.type, extractable: record.wrappingKey.extractable, algorithm: record.wrappingKey.algorithm.name, exportRefused },
            });
          };
        };
      }),
  );

/** localStorage, sessionStorage and cookies, as traces. */
export const readStorage = async (page: Page, context: BrowserContext): Promise<Trace[]> => {
  const storage = await page.evaluate(() => ({
    localStorage: JSON.stringify(Object.entries(localStorage)),
    sessionStorage: JSON.stringify(Object.entries(sessionStorage)),
  }));
  return [
    { source: 'localStorage', text: storage.localStorage },
    { source: 'sessionStorage', text: storage.sessionStorage },
    { source: 'cookies', text: JSON.stringify(await context.cookies()) },
  ];
};
