import { ONBOARD_METHOD_TITLES } from '@/app/routeTable';
import { type QuoteRequest, type QuoteState, type StartState, onrampFormModel, onrampRequestOf } from '@streams/onboard';
import { ONRAMP_ASSETS, type Card, type OnrampAsset, type OnrampQuote } from '@streams/schemas';
import { useObservable, useObservableState } from 'observable-hooks';
import { useId, useMemo, useState } from 'react';
import { map } from 'rxjs';
import { useFollow } from '@/hooks/useFollow';
import { useOverlay } from '@/hooks/useOverlay';
import lend from '@/features/lend/Lend.module.css';
import { AmountField } from '@/features/perps/jlp/AmountField';
import jlp from '@/features/perps/jlp/Jlp.module.css';
import { formatPrice } from '@/format/number';
import { CardFields } from './CardFields';
import { formatCents, formatExact, formatSeconds } from './onboardFormat';
import { OnboardLayout } from './OnboardLayout';
import { TransferProgress } from './TransferProgress';
import { useMethods, useOnboard, useOwner } from './useOnboard';
import { usePendingIds } from './usePendingIds';

const KINDS = ['onramp'] as const;
const EMPTY_CARD: Card = { number: '', expiry: '', cvc: '', name: '' };

/** The card quote for what is typed: T73 after the last change, then every T72 while shown. */
const useQuote = (request: QuoteRequest | undefined): QuoteState => {
  const onboard = useOnboard();
  const request$ = useObservable((inputs$) => inputs$.pipe(map(([asset, cents]) => (asset && cents ? { asset, usdCents: cents } : undefined))), [
    request?.asset,
    request?.usdCents,
  ] as const);
  return useObservableState(
    useMemo(() => onboard.quote(request$), [onboard, request$]),
    { status: 'idle' },
  );
};

/** The quote's lines: rate, fees, what arrives and when. */
const QuoteLines = ({ quote }: { readonly quote: OnrampQuote | undefined }) => (
  <dl className={jlp.quote} aria-label="Quote">
    <div>
      <dt>Rate</dt>
      <dd data-testid="onramp-rate">{quote?.rate ? `1 ${quote.asset} = $${formatPrice(quote.rate)}` : '–'}</dd>
    </div>
    <div>
      <dt>Fees (card and network)</dt>
      <dd data-testid="onramp-fee">{quote ? formatCents(quote.feeCents) : '–'}</dd>
    </div>
    <div>
      <dt>You receive</dt>
      <dd data-testid="onramp-receive">{quote ? formatExact(quote.amount, quote.decimals, quote.asset) : '–'}</dd>
    </div>
    <div>
      <dt>Arrives in</dt>
      <dd>{quote ? formatSeconds(quote.seconds) : '–'}</dd>
    </div>
  </dl>
);

const Form = ({ owner, minCents }: { readonly owner: string | undefined; readonly minCents: number | undefined }) => {
  const onboard = useOnboard();
  const [, overlays] = useOverlay();
  const [asset, setAsset] = useState<OnrampAsset>('SOL');
  const [usdText, setUsdText] = useState('100');
  const [card, setCard] = useState<Card>(EMPTY_CARD);
  const [ids, addId] = usePendingIds(owner, KINDS);
  const start = useFollow<StartState>();
  const id = useId();
  // A card's expiry is checked against the visit's month.
  const [now] = useState(() => Date.now());
  const quote = useQuote(onrampRequestOf({ asset, usdText, minCents }));
  const model = onrampFormModel({ asset, usdText, card, minCents, now, connected: owner !== undefined, busy: start.running, quote });
  const shown = quote.status === 'ready' ? quote.quote : undefined;

  const submit = () => {
    if (owner === undefined) return overlays.open('connect');
    if (!model.button.enabled || !shown || !model.request) return;
    start.follow(onboard.buy({ quote: shown, usdCents: model.request.usdCents, owner, card }), (last) => {
      if (last.status !== 'started') return;
      addId(last.transfer.id);
      setCard(EMPTY_CARD);
    });
  };

  return (
    <div className={jlp.grid}>
      <form
        className={jlp.panel}
        aria-labelledby="onramp-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={jlp.row}>
          <h2 id="onramp-form" className={jlp.subtitle}>
            Buy {asset}
          </h2>
          <div className={jlp.tokens} role="group" aria-label="Token to buy">
            {ONRAMP_ASSETS.map((option) => (
              <button key={option} type="button" className={jlp.chip} aria-pressed={option === asset} onClick={() => setAsset(option)}>
                {option}
              </button>
            ))}
          </div>
        </div>
        <AmountField
          id={id}
          label="You pay (USD)"
          note="Debit or credit card"
          symbol="USD"
          decimals={2}
          value={usdText}
          onChange={setUsdText}
          showMax={false}
          invalid={model.problem !== undefined}
        />
        <QuoteLines quote={shown} />
        <p className={lend.message} role="status" data-testid="onramp-problem">
          {model.problem ?? (start.state?.status === 'failed' ? start.state.message : '')}
        </p>
        <CardFields card={card} onChange={setCard} invalid={model.cardProblem !== undefined} />
        <button type="submit" className={jlp.button} disabled={owner !== undefined && !model.button.enabled}>
          {model.button.label}
        </button>
        <p className={jlp.hint}>The quote is refreshed every 10 s while you look at it; the amount you pay is the amount typed.</p>
      </form>
      <div className={jlp.column} aria-label="Purchases">
        {ids.length === 0 ? (
          <p className={jlp.notice}>Your purchases show here until the tokens are in your wallet.</p>
        ) : (
          ids.map((transferId) => <TransferProgress key={transferId} id={transferId} />)
        )}
      </div>
    </div>
  );
};

/** /onboard/onramp: buy SOL or USDC with a card from a simulated provider; the tokens arrive on the ledger. */
export const OnrampPage = () => {
  const onboard = useOnboard();
  const owner = useOwner();
  const methods = useMethods();
  const minCents = methods.status === 'ready' ? (methods.value.methods.find((method) => method.id === 'onramp')?.minimumCents ?? undefined) : undefined;
  return (
    <OnboardLayout
      title={ONBOARD_METHOD_TITLES.onramp}
      heading="Buy SOL or USDC with a card"
      intro="Pay in dollars; the provider sends the tokens to your wallet on Solana."
      description="Buy SOL or USDC with a debit or credit card."
    >
      {onboard.available ? (
        <Form key={owner ?? 'none'} owner={owner} minCents={minCents} />
      ) : (
        <p className={jlp.notice}>Card purchases run on the simulator: this network has no card provider wired to the app yet.</p>
      )}
    </OnboardLayout>
  );
};
