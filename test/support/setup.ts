import { vi } from 'vitest';
// As in the build, where it runs first in zod's chunk: no eval, and English issue messages.
import '../../streams/core/config/zodWithoutEval';

// rxjs-marbles' jest entry calls jest.* for fake schedulers: point it at Vitest.
(globalThis as { jest?: unknown }).jest ??= vi;
