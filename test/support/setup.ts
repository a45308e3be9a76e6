import { vi } from 'vitest';

// rxjs-marbles' jest entry calls jest.* for fake schedulers: point it at Vitest.
(globalThis as { jest?: unknown }).jest ??= vi;
