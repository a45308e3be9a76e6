import { pairwise, startWith } from 'rxjs';
import type { Toasts } from '../shell/toasts';
import type { WalletSession, WalletState } from './walletSession';

const TOAST_ID = 'wallet-status';

/**
 * Wallet status toasts (spec 001 §2.5, spec 000 §4): 'Connecting', 'Connected', 'Disconnected';
 * a quick account says 'Wallet Disconnecting' then 'Wallet Disconnected' (the drawer shows
 * the first as it starts, this shows the second). Returns the subscription's teardown.
 */
export const showWalletToasts = (session: WalletSession, toasts: Toasts) => {
  const subscription = session.state$.pipe(startWith<WalletState>({ status: 'disconnected' }), pairwise()).subscribe(([before, after]) => {
    if (after.status === 'connecting') {
      toasts.show({ id: TOAST_ID, scope: 'shell', variant: 'loading', title: 'Connecting', description: after.walletName });
    } else if (after.status === 'connected') {
      toasts.show({ id: TOAST_ID, scope: 'shell', variant: 'success', title: 'Connected', description: after.walletName });
    } else if (before.status === 'connected') {
      toasts.show({ id: TOAST_ID, scope: 'shell', variant: 'info', title: before.kind === 'quick' ? 'Wallet Disconnected' : 'Disconnected' });
    } else if (before.status === 'connecting') {
      toasts.dismiss(TOAST_ID);
    }
  });
  return () => subscription.unsubscribe();
};

/** The first half of a quick account's disconnect (the bridge disconnects right after). */
export const showDisconnecting = (toasts: Toasts) => toasts.show({ id: TOAST_ID, scope: 'shell', variant: 'loading', title: 'Wallet Disconnecting' });

/** spec 001 §2.5: '{wallet} Wallet is not installed', with where to get it. */
export const showNotInstalled = (toasts: Toasts, walletName: string, downloadUrl: string | undefined) =>
  toasts.show({
    scope: 'shell',
    variant: 'error',
    title: `${walletName} Wallet is not installed`,
    ...(downloadUrl ? { link: { label: `Get ${walletName}`, href: downloadUrl } } : {}),
  });
