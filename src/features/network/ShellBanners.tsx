import { latencyProblem, latencyText, latencyTone } from '@streams/solana';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { mobileLinkFrom } from '@/app/links';
import { Dialog } from '@/components/Dialog';
import { formatInteger } from '@/format/number';
import { RpcChoice } from '@/features/swap/settings/RpcChoice';
import { useRpcChoice } from '@/hooks/facades';
import styles from './ShellBanners.module.css';
import { useNetwork } from './useNetwork';

export const RPC_DOWN_TEXT = 'Your selected RPC is not responding to any requests. Try changing your RPC.';
export const DEGRADED_TEXT = 'Solana network is experiencing degraded performance. Transactions may fail to send or confirm.';
export const OLD_IOS_TEXT = 'Upgrade to iOS 15+ for the best experience... Some features may not be available on older iOS.';

/** iOS 14 or older, from the user agent ('OS 14_8 like Mac OS X'). */
export const isOldIos = (userAgent: string): boolean => {
  const match = /(?:iPhone|iPad|iPod).*? OS (\d+)_/.exec(userAgent);
  return match !== null && Number(match[1]) <= 14;
};

/**
 * The shell's network banners (spec 001 §2, §4), at the top of the page: the chosen RPC not
 * answering (getSlot down: T35) with a way to change it, a degraded network (chain status
 * LOW_TPS) and an old iOS. The mobile app banner is MobileAppBanner, under the page.
 */
export const ShellBanners = () => {
  const network = useNetwork();
  const slot = useObservableState(network.health.slot$);
  const chain = useObservableState(network.health.status$);
  const [rpcOpen, setRpcOpen] = useState(false);
  return (
    <>
      {slot?.status === 'down' && (
        <div role="alert" className={`${styles.banner} ${styles.bad}`}>
          {RPC_DOWN_TEXT}{' '}
          <button type="button" className={styles.action} onClick={() => setRpcOpen(true)}>
            Change RPC
          </button>
        </div>
      )}
      {chain?.status === 'degraded' && (
        <div role="status" className={`${styles.banner} ${styles.warn}`}>
          {DEGRADED_TEXT}
        </div>
      )}
      {isOldIos(navigator.userAgent) && (
        <div role="status" className={`${styles.banner} ${styles.warn}`}>
          {OLD_IOS_TEXT}
        </div>
      )}
      <Dialog open={rpcOpen} onClose={() => setRpcOpen(false)} title="RPC Endpoint" width={420} closeButton>
        <RpcChoice />
      </Dialog>
    </>
  );
};

/**
 * On phones, the mobile app banner (spec 001 §2, §4; gone for 3 days once closed: T22). The
 * shell puts it after the page, above the footer: the page holds at least a screen's height
 * (AppShell.module.css), so a banner that arrives late lands below the fold, where it neither
 * pushes what the reader is looking at nor becomes the page's largest paint.
 */
export const MobileAppBanner = () => {
  const network = useNetwork();
  const visible = useObservableState(network.mobileBanner.visible$, false);
  const mobileLink = mobileLinkFrom(useLocation());
  if (!visible) return null;
  return (
    // Phones only: the stylesheet hides it on wider screens.
    <div role="region" aria-label="Mobile app" className={`${styles.banner} ${styles.info} ${styles.promo} ${styles.phoneOnly}`}>
      <span>
        Trade on the go: <Link to={mobileLink}>get the Callisto mobile app</Link>
      </span>
      <button type="button" className={styles.close} aria-label="Close mobile app banner" onClick={network.mobileBanner.dismiss}>
        ✕
      </button>
    </div>
  );
};

/**
 * The footer's health (spec 001 §9): the chosen RPC's answer time coloured (under 100 ms green,
 * under 200 amber, else red; T36), 'down' when it does not answer and 'error' when it answers
 * wrong (what is wrong in its title, and beside it in the RPC list), its slot (T35) and the
 * chain status.
 */
export const HealthIndicator = () => {
  const network = useNetwork();
  const rpc = useRpcChoice();
  const latencies = useObservableState(rpc.latencies$);
  const slot = useObservableState(network.health.slot$);
  const chain = useObservableState(network.health.status$);
  const latency = latencies?.get(rpc.current());
  return (
    <p className={styles.health} aria-label="Network health">
      <span className={styles.dot} data-tone={slot?.status === 'down' ? 'poor' : latencyTone(latency)} aria-hidden="true" />
      <span data-testid="rpc-latency" title={latencyProblem(latency)}>
        RPC {slot?.status === 'down' && typeof latency === 'number' ? 'down' : latencyText(latency)}
      </span>
      <span data-testid="rpc-slot">{slot?.status === 'ok' ? `Slot ${formatInteger(slot.slot)}` : ''}</span>
      <span data-testid="chain-status" data-tone={chain?.status === 'degraded' ? 'fair' : undefined}>
        {chain === undefined ? '' : chain.status === 'ok' ? 'Solana: normal' : chain.status === 'degraded' ? 'Solana: degraded' : 'Solana: status unknown'}
      </span>
    </p>
  );
};
