import { ONBOARD_METHOD_TITLES } from '@/app/routeTable';
import { type RoutesState, type StartState, USDC_DECIMALS, bridgeAmountOf, bridgeFormModel } from '@streams/onboard';
import type { BridgeProvider, SourceChain } from '@streams/schemas';
import { useObservable, useObservableState } from 'observable-hooks';
import { useId, useMemo, useState } from 'react';
import { map } from 'rxjs';
import { useFollow } from '@/hooks/useFollow';
import { useOverlay } from '@/hooks/useOverlay';
import lend from '@/features/lend/Lend.module.css';
import { AmountField } from '@/features/perps/jlp/AmountField';
import jlp from '@/features/perps/jlp/Jlp.module.css';
import { formatExact, formatSeconds } from './onboardFormat';
import { OnboardLayout } from './OnboardLayout';
import { RouteCompare } from './RouteCompare';
import { SourceWalletPanel } from './SourceWalletPanel';
import { TransferProgress } from './TransferProgress';
import { useMethods, useOnboard, useOwner, useSource } from './useOnboard';
import { usePendingIds } from './usePendingIds';

const KINDS = ['cctp', 'debridge'] as const;

/** The routes the service answers for the chain and amount typed (T73 after the last change). */
const useRoutes = (chain: string, amount: bigint): RoutesState => {
  const onboard = useOnboard();
  const request$ = useObservable((inputs$) => inputs$.pipe(map(([id, base]) => (base > 0n ? { chain: id, amount: base } : undefined))), [
    chain,
    amount,
  ] as const);
  return useObservableState(
    useMemo(() => onboard.routes(request$), [onboard, request$]),
    { status: 'idle' },
  );
};

const Form = ({ method, owner, chains }: { readonly method: BridgeProvider; readonly owner: string | undefined; readonly chains: readonly SourceChain[] }) => {
  const onboard = useOnboard();
  const [, overlays] = useOverlay();
  const source = useSource(owner);
  const [chainId, setChainId] = useState('ethereum');
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<BridgeProvider>(method);
  const [ids, addId] = usePendingIds(owner, KINDS);
  const start = useFollow<StartState>();
  const id = useId();
  const chain = chains.find((candidate) => candidate.id === chainId);
  const held = source.status === 'connected' ? source.wallet.balances.find((entry) => entry.chain === chainId) : undefined;
  const balance = held ? BigInt(held.amount) : undefined;
  const routes = useRoutes(chainId, bridgeAmountOf(text));
  const model = bridgeFormModel({ text, chain, balance, routes, choice, connected: owner !== undefined, busy: start.running });

  const submit = () => {
    if (owner === undefined) return overlays.open('connect');
    if (!model.button.enabled || !model.chosen || source.status !== 'connected') return;
    const { route, receive } = model.chosen;
    start.follow(
      onboard.bridge({
        provider: route.provider,
        chain: chainId,
        from: source.wallet.address,
        to: owner,
        amount: model.amount.toString(),
        receive: receive.toString(),
      }),
      (last) => {
        if (last.status !== 'started') return;
        addId(last.transfer.id);
        setText('');
        onboard.connectSource(owner);
      },
    );
  };

  return (
    <div className={jlp.grid}>
      <div className={jlp.column}>
        <SourceWalletPanel
          source={source}
          chains={chains}
          chain={chainId}
          onChain={setChainId}
          onConnect={() => (owner === undefined ? overlays.open('connect') : onboard.connectSource(owner))}
          onDisconnect={() => owner !== undefined && onboard.disconnectSource(owner)}
        />
        <form
          className={jlp.panel}
          aria-labelledby="bridge-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 id="bridge-form" className={jlp.subtitle}>
            USDC from {chain?.name ?? 'another chain'} to your Solana wallet
          </h2>
          <AmountField
            id={id}
            label="You send (USDC)"
            note={`Balance: ${balance === undefined ? '–' : formatExact(balance, USDC_DECIMALS, 'USDC')}`}
            symbol="USDC"
            decimals={USDC_DECIMALS}
            value={text}
            onChange={setText}
            max={balance}
            invalid={model.problem !== undefined}
          />
          {model.rows.length > 0 ? (
            <RouteCompare rows={model.rows} chosen={model.chosen?.route.provider} onChoose={setChoice} />
          ) : (
            <p className={jlp.hint}>{routes.status === 'loading' ? 'Comparing routes…' : 'Type an amount to compare the routes.'}</p>
          )}
          {model.chosen && (
            <p className={jlp.hint} data-testid="route-stated">
              {model.chosen.route.steps.map((step) => `${step.label} ${formatSeconds(step.seconds)}`).join(' → ')}: {formatSeconds(model.chosen.route.seconds)}{' '}
              in all.
            </p>
          )}
          <p className={lend.message} role="status">
            {(start.state?.status === 'failed' ? start.state.message : undefined) ?? model.problem ?? ''}
          </p>
          <button type="submit" className={jlp.button} disabled={owner !== undefined && !model.button.enabled}>
            {model.button.label}
          </button>
        </form>
      </div>
      <div className={jlp.column} aria-label="Transfers">
        {ids.length === 0 ? (
          <p className={jlp.notice}>Your transfers show here, step by step, until the USDC is in your wallet.</p>
        ) : (
          ids.map((transferId) => <TransferProgress key={transferId} id={transferId} />)
        )}
      </div>
    </div>
  );
};

/**
 * /onboard/cctp and /onboard/debridge, the 'bridge compare' page (spec 001 §2.1): USDC from a
 * simulated EVM source wallet, both routes compared for the amount (the service's fees and
 * times), the one picked (the page's method first) started, and followed until the USDC is on
 * the ledger; a pending transfer is picked up again after a reload.
 */
export const BridgePage = ({ method }: { readonly method: BridgeProvider }) => {
  const onboard = useOnboard();
  const owner = useOwner();
  const methods = useMethods();
  return (
    <OnboardLayout
      title={ONBOARD_METHOD_TITLES.cctp}
      heading="Bridge USDC to Solana"
      intro="Compare Circle CCTP and deBridge for your amount: what each charges, what arrives and how long it takes."
      description="Compare the bridges to Solana and move USDC from another chain."
    >
      {!onboard.available ? (
        <p className={jlp.notice}>Bridging runs on the simulator: this network has no bridge wired to the app yet.</p>
      ) : methods.status === 'error' ? (
        <p className={jlp.alert} role="alert">
          {methods.message}
        </p>
      ) : methods.status === 'loading' ? (
        <p className={jlp.notice}>Loading the bridges…</p>
      ) : (
        <Form key={`${owner ?? 'none'}-${method}`} method={method} owner={owner} chains={methods.value.chains} />
      )}
    </OnboardLayout>
  );
};
