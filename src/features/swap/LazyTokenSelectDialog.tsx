import { type ComponentProps, Suspense, lazy, useState } from 'react';
import { useIdlePreload } from '@/hooks/useIdlePreload';
import type { TokenSelectDialog as Dialog } from './TokenSelectDialog';

/** The picker's code (its list, search and trust badges) is not part of a form page's first download. */
const loadDialog = () => import('./TokenSelectDialog');
const TokenSelectDialog = lazy(async () => ({ default: (await loadDialog()).TokenSelectDialog }));

/**
 * The token picker of the swap and order forms, fetched when the browser is idle after the page
 * has shown and mounted from its first opening on (closed, it has nothing to show).
 */
export const LazyTokenSelectDialog = (props: ComponentProps<typeof Dialog>) => {
  useIdlePreload(loadDialog);
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <TokenSelectDialog {...props} />
    </Suspense>
  );
};
