import type { Persistence } from '@streams/wallet';

/** What the app says about the browser keeping the quick account's key. */
export const persistenceText = (persistence: Persistence): string => {
  switch (persistence) {
    case 'persistent':
      return 'This browser has agreed to keep its storage: it will not clear the key on its own.';
    case 'best-effort':
      return 'This browser may clear its storage when space runs low. Export the key to keep it safe.';
    case 'unsupported':
      return 'This browser cannot promise to keep its storage. Export the key to keep it safe.';
    case 'checking':
      return 'Checking whether this browser keeps its storage…';
  }
};
