import { useRef } from 'react';
import { SearchPanel, searchPlaceholder } from '@/features/search/SearchPanel';
import { Dialog } from './Dialog';

export { searchPlaceholder };

/**
 * The token search dialog (spec 000 §2), opened by the header button and '/'. Its body mounts
 * with each opening, so it starts empty; focus is trapped inside and restored on close.
 */
export const SearchDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title="Search tokens" hideTitle initialFocus={input} placement="top" width={640}>
      <SearchPanel inputRef={input} onClose={onClose} />
    </Dialog>
  );
};
