import { tokenName, tokenSymbol } from '@streams/market/tokenText';
import { type TokenTrust, tokenTrust, trustWarning } from '@streams/market/tokenTrust';
import type { HoldingRow } from '@streams/portfolio/holdingRows';
import type { SearchItem } from '@streams/search/searchItem';
import type { SearchState } from '@streams/search/search';
import { useObservable, useObservableState } from 'observable-hooks';
import { useMemo, useRef, useState } from 'react';
import { map, take } from 'rxjs';
import { Dialog } from '@/components/Dialog';
import { TokenIcon } from '@/components/TokenIcon';
import { TrustBadge } from '@/components/TrustBadge';
import { shortAddress } from '@/format/address';
import { displayAmount } from './amountDisplay';
import styles from './TokenSelectDialog.module.css';
import { type SwapAsset, WELL_KNOWN_TOKENS, swapAssetOf } from '@streams/swap/swapAsset';
import { useTokenIcon } from './useTokenView';
import { useLogger, useSearchStreams, useTokenInfo } from '@/hooks/facades';
import type { ListedToken, VerifiedListState } from '@streams/prices/verifiedTokens';
import { useSwapStreams } from './useSwapStreams';

interface Choice {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly icon: string | undefined;
  readonly trust: TokenTrust;
  /** Known when the token came from the wallet or the well-known list. */
  readonly token: SwapAsset | undefined;
  readonly balance: { readonly amount: bigint; readonly decimals: number } | undefined;
  /** The app cannot represent it (decimals out of range): listed, never picked. */
  readonly unsupported?: boolean;
}

const fromHolding = (row: HoldingRow): Choice | undefined => {
  if (!row.info || row.amount === 0n) return undefined;
  const token = swapAssetOf({ ...row.info, decimals: row.decimals });
  return token && { id: token.id, symbol: tokenSymbol(token.symbol), name: tokenName(token.name), icon: token.icon, trust: token.trust, token, balance: { amount: row.amount, decimals: row.decimals } };
};

const fromSearch = (item: SearchItem): Choice => {
  const symbol = tokenSymbol(item.symbol);
  return { id: item.id, symbol, name: tokenName(item.name), icon: item.icon, trust: tokenTrust({ id: item.id, symbol, verified: item.isVerified }), token: undefined, balance: undefined, unsupported: item.unsupported };
};

const matches = (choice: Choice, text: string) => {
  const query = text.trim().toLowerCase();
  return query === '' || choice.symbol.toLowerCase().includes(query) || choice.name.toLowerCase().includes(query) || choice.id === text.trim();
};

/** What a token the app cannot represent says instead of its balance, and why it cannot be picked. */
const UNSUPPORTED = 'Unsupported token';

/** A token of the verified list as a choice. */
const fromListed = (token: ListedToken): SwapAsset | undefined =>
  swapAssetOf({ id: token.address, name: token.name, symbol: token.symbol, decimals: token.decimals, icon: token.logoURI ?? null, tags: [...token.tags] });

/**
 * The wallet's tokens first (by value), then the well-known ones and the verified list's (while
 * it loads, the well-known ones alone), each once.
 */
export const localChoices = (holdings: readonly HoldingRow[] | undefined, verified: readonly ListedToken[] = []): Choice[] => {
  const held = (holdings ?? []).map(fromHolding).filter((choice): choice is Choice => choice !== undefined);
  const seen = new Set(held.map((choice) => choice.id));
  const fromList = verified.map(fromListed).filter((token): token is SwapAsset => token !== undefined);
  // The well-known tokens lead; the list lends them its icons (theirs are built in without one).
  const listIcon = new Map(fromList.map((token) => [token.id, token.icon]));
  const listed = [...WELL_KNOWN_TOKENS.map((token) => ({ ...token, icon: token.icon ?? listIcon.get(token.id) })), ...fromList];
  const known: Choice[] = [];
  for (const token of listed) {
    if (seen.has(token.id)) continue;
    seen.add(token.id);
    known.push({ ...token, token, balance: undefined });
  }
  return [...held, ...known];
};

const ChoiceRow = ({ choice, selected, onPick }: { readonly choice: Choice; readonly selected: boolean; readonly onPick: (choice: Choice) => void }) => {
  const icon = useTokenIcon(choice.id, choice.icon);
  const warning = choice.unsupported ? UNSUPPORTED : trustWarning(choice.trust);
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={() => onPick(choice)}
        disabled={choice.unsupported}
        aria-current={selected || undefined}
        aria-label={`${choice.symbol} ${choice.name}${warning ? ` (warning: ${warning})` : ''}`}
      >
        <TokenIcon icon={icon} size={32} />
        <span className={styles.names}>
          <span className={styles.symbolLine}>
            <span className={styles.symbol}>{choice.symbol}</span>
            <TrustBadge trust={choice.trust} detailed />
          </span>
          <span className={styles.name}>
            {choice.name} <span className={styles.mint}>{shortAddress(choice.id)}</span>
          </span>
        </span>
        {choice.unsupported ? (
          <span className={styles.unsupported}>{UNSUPPORTED}</span>
        ) : (
          choice.balance && <span className={styles.amount}>{displayAmount(choice.balance.amount, choice.balance.decimals)}</span>
        )}
      </button>
    </li>
  );
};

interface TokenSelectDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onSelect: (token: SwapAsset) => void;
  readonly holdings: readonly HoldingRow[] | undefined;
  readonly selectedId: string | undefined;
}

/** Pick a token: the wallet's holdings, well-known and verified tokens, or any token by search. */
export const TokenSelectDialog = ({ open, onClose, onSelect, holdings, selectedId }: TokenSelectDialogProps) => {
  const search = useSearchStreams();
  const swapStreams = useSwapStreams();
  const tokenInfo = useTokenInfo();
  const logger = useLogger();
  const [text, setText] = useState('');
  // Tokens found unsupported only when picked (their decimals came with the lookup).
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const input = useRef<HTMLInputElement>(null);
  const input$ = useObservable((inputs$) => inputs$, [text] as const);
  const results$ = useMemo(() => search.results$(input$.pipe(map(([value]) => value))), [search, input$]);
  const results = useObservableState(results$, { status: 'idle' } as SearchState);

  const verifiedState = useObservableState(swapStreams.verifiedTokens, { status: 'loading' } as VerifiedListState);
  const verified = verifiedState.status === 'ready' ? verifiedState.tokens : undefined;
  const local = useMemo(() => localChoices(holdings, verified), [holdings, verified]).filter((choice) => matches(choice, text));
  const localIds = new Set(local.map((choice) => choice.id));
  const remote = results.status === 'ready' && text.trim() !== '' ? results.items.filter((item) => !localIds.has(item.id)).map(fromSearch) : [];
  const choices = [...local, ...remote].map((choice) => (refused.has(choice.id) ? { ...choice, unsupported: true } : choice));

  const close = () => {
    setText('');
    onClose();
  };
  const pick = (choice: Choice) => {
    if (choice.token) {
      onSelect(choice.token);
      close();
      return;
    }
    // Search answers are remembered by the token-info resolver, with their decimals.
    tokenInfo
      .info$(choice.id)
      .pipe(take(1))
      .subscribe((asset) => {
        const token = asset && swapAssetOf(asset);
        if (token) {
          onSelect(token);
          close();
          return;
        }
        // Stays open: the row now says why the token cannot be picked.
        logger.warn('A token without usable decimals cannot be picked', { mint: choice.id });
        setRefused((previous) => new Set([...previous, choice.id]));
      });
  };

  return (
    <Dialog open={open} onClose={close} title="Select a token" placement="top" width={460} initialFocus={input} closeButton>
      <input
        ref={input}
        className={styles.search}
        type="search"
        placeholder="Search by token or paste address"
        aria-label="Search tokens"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ul className={styles.list} aria-label="Tokens">
        {choices.map((choice) => (
          <ChoiceRow key={choice.id} choice={choice} selected={choice.id === selectedId} onPick={pick} />
        ))}
      </ul>
      {choices.length === 0 && (
        <p className={styles.empty}>{results.status === 'loading' || (text.trim() !== '' && results.status === 'idle') ? 'Searching…' : 'No tokens found'}</p>
      )}
    </Dialog>
  );
};
