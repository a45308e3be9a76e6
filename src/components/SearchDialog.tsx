import { Suspense, lazy, useRef } from 'react';
import { useIdlePreload } from '@/hooks/useIdlePreload';
import { searchPlaceholder } from '@/features/search/placeholder';
import { Dialog } from './Dialog';
import styles from './SearchDialog.module.css';

export { searchPlaceholder };

/** The panel and its streams' code arrive on first use (fetched when the browser is idle after start), not with the first visit. */
const loadPanel = () => import('@/features/search/SearchPanel');
const SearchPanel = lazy(async () => ({ default: (await loadPanel()).SearchPanel }));

/** While the panel's chunk arrives (only if the search opens before the idle preload): its frame, so nothing jumps. */
const PanelFrame = () => (
  <div className={styles.frame} aria-busy="true">
    <span className={styles.hint}>{searchPlaceholder}</span>
  </div>
);

/**
 * The token search dialog (spec 000 §2), opened by the header button and '/'. Its body mounts
 * with each opening, so it starts empty; focus is trapped inside and restored on close.
 */
export const SearchDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const input = useRef<HTMLInputElement>(null);
  useIdlePreload(loadPanel);
  return (
    <Dialog open={open} onClose={onClose} title="Search tokens" hideTitle initialFocus={input} placement="top" width={640}>
      <Suspense fallback={<PanelFrame />}>
        <SearchPanel inputRef={input} onClose={onClose} />
      </Suspense>
    </Dialog>
  );
};
