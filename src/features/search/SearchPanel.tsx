import { parseSearchInput, type SearchItem, type SearchState } from '@streams/search';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useId, useState } from 'react';
import { LazyBannerSlot } from '@/features/network/LazyBannerSlot';
import { Link } from 'react-router';
import { Icon } from '@/components/icons';
import { HistoryRow } from './HistoryRow';
import styles from './Search.module.css';
import { SearchResultRow } from './SearchResultRow';
import { useOpenToken, useRecentTokens, useSearchResults, useTrending, useSearchStreams } from './useSearch';
import { searchPlaceholder } from './placeholder';

export { searchPlaceholder } from './placeholder';

/** What the list area shows for the current input and search state. */
type View =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'empty'; readonly address: string | undefined }
  | { readonly kind: 'results'; readonly items: readonly SearchItem[]; readonly more: readonly SearchItem[] };

const viewOf = (text: string, state: SearchState): View => {
  if (parseSearchInput(text).text === '') return { kind: 'idle' };
  // Typed but not yet searched (debouncing): say so rather than flash the trending list.
  if (state.status === 'idle' || state.status === 'loading') return { kind: 'loading' };
  if (state.status === 'error') return { kind: 'error', message: state.message };
  if (state.items.length === 0 && state.moreResults.length === 0) return { kind: 'empty', address: state.query.isAddress ? state.query.text : undefined };
  return { kind: 'results', items: state.items, more: state.moreResults };
};

const TokenList = ({
  label,
  items,
  activeIndex,
  listId,
  onPick,
  onHover,
}: {
  label: string;
  items: readonly SearchItem[];
  activeIndex: number;
  listId: string;
  onPick: (item: SearchItem) => void;
  onHover: (index: number) => void;
}) => (
  <ul id={listId} role="listbox" aria-label={label} className={styles.list}>
    {items.map((item, index) => (
      <SearchResultRow key={item.id} id={`${listId}-${index}`} item={item} active={index === activeIndex} onPick={onPick} onHover={() => onHover(index)} />
    ))}
  </ul>
);

/**
 * The search dialog's body (spec 000 §2): the input with its Esc button; with no text the
 * History row and the 'Cooking' list, otherwise the results with their loading, error and
 * empty states. Arrow keys move through the list, Enter opens the token page.
 */
export const SearchPanel = ({ inputRef, onClose }: { readonly inputRef: RefObject<HTMLInputElement | null>; readonly onClose: () => void }) => {
  const search = useSearchStreams();
  const [text, setText] = useState('');
  const [showMore, setShowMore] = useState(false);
  const [active, setActive] = useState({ key: '', index: 0 });
  const state = useSearchResults(text);
  const trending = useTrending();
  const recent = useRecentTokens();
  const openToken = useOpenToken(onClose);
  const listId = useId();

  // The panel loads after the dialog has opened (its own chunk): focus moves to the input then.
  useEffect(() => inputRef.current?.focus(), [inputRef]);

  const view = viewOf(text, state);
  const trendingItems = trending.status === 'ready' ? trending.value : trending.status === 'error' ? (trending.last?.value ?? []) : [];
  const items: readonly SearchItem[] =
    view.kind === 'idle' ? trendingItems : view.kind === 'results' ? (showMore ? [...view.items, ...view.more] : view.items) : [];
  // The highlighted row starts at the top whenever the list changes.
  const listKey = `${view.kind}:${items.map((item) => item.id).join(',')}`;
  const activeIndex = active.key === listKey ? Math.min(active.index, items.length - 1) : 0;
  const setIndex = useCallback((index: number) => setActive({ key: listKey, index }), [listKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (activeIndex + step + items.length) % items.length;
      setIndex(next);
      document.getElementById(`${listId}-${next}`)?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      const item = items[activeIndex];
      if (item) {
        event.preventDefault();
        openToken(item);
      }
    }
  };

  return (
    <>
      <div className={styles.bar}>
        <Icon name="search" size={18} />
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          aria-label="Search tokens or wallet"
          aria-controls={listId}
          aria-activedescendant={items.length > 0 ? `${listId}-${activeIndex}` : undefined}
          placeholder={searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setShowMore(false);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.esc} onClick={onClose} aria-label="Close search">
          Esc
        </button>
      </div>
      <div className={styles.body}>
        {view.kind === 'idle' && (
          <>
            {/* The product banners show in search too (spec 000 §2): the swap slot's. */}
            <LazyBannerSlot slot="swap" />
            <HistoryRow tokens={recent} onPick={openToken} onClear={search.recent.clear} />
            <section className={styles.section} aria-label="Cooking">
              <div className={styles.sectionHead}>
                <h3 className={styles.sectionTitle}>
                  <span className={styles.hot} aria-hidden="true" />
                  Cooking
                </h3>
              </div>
              {trending.status === 'loading' && <p className={styles.status}>Loading Tokens...</p>}
              {trending.status === 'error' && trendingItems.length === 0 && (
                <p className={styles.error} role="alert">
                  Trending tokens are unavailable right now.
                </p>
              )}
              {trendingItems.length > 0 && (
                <TokenList label="Trending tokens" items={trendingItems} activeIndex={activeIndex} listId={listId} onPick={openToken} onHover={setIndex} />
              )}
            </section>
          </>
        )}
        {view.kind === 'loading' && (
          <p className={styles.status} role="status">
            Loading Tokens...
          </p>
        )}
        {view.kind === 'error' && (
          <p className={styles.error} role="alert">
            {view.message}
          </p>
        )}
        {view.kind === 'empty' && (
          <div className={styles.empty}>
            <p className={styles.status}>No tokens to show</p>
            {view.address && (
              <Link className={styles.portfolioLink} to={`/portfolio/${encodeURIComponent(view.address)}`} onClick={onClose}>
                View Portfolio
              </Link>
            )}
          </div>
        )}
        {view.kind === 'results' && (
          <>
            {items.length > 0 ? (
              <TokenList label="Search results" items={items} activeIndex={activeIndex} listId={listId} onPick={openToken} onHover={setIndex} />
            ) : (
              <p className={styles.status}>No verified tokens match exactly.</p>
            )}
            {view.more.length > 0 && (
              <button type="button" className={styles.more} onClick={() => setShowMore((shown) => !shown)}>
                {showMore ? 'Hide more results' : 'Show more'}
              </button>
            )}
          </>
        )}
      </div>
    </>
  );
};
