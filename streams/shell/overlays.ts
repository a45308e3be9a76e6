import { BehaviorSubject, type Observable } from 'rxjs';

/** The shell's overlays: at most one is open at a time. */
export type Overlay = 'none' | 'search' | 'menu' | 'connect' | 'drawer';

/** Wallet overlays need the wallet stack (adapters, web3.js), which loads on demand. */
export const needsWallet = (overlay: Overlay): boolean => overlay === 'connect' || overlay === 'drawer';

/**
 * Which shell overlay is open (header search, mobile menu, Connect panel, Profile drawer), as
 * one stream, so any page can ask for one ('Connect' in the swap card opens the shell's Connect
 * panel) without owning a copy of it.
 */
export const createOverlays = () => {
  const state = new BehaviorSubject<Overlay>('none');
  return {
    overlay$: state.asObservable() as Observable<Overlay>,
    open: (overlay: Overlay) => state.next(overlay),
    close: () => state.next('none'),
    /** The wallet button: opens the drawer, or closes it when it is open. */
    toggle: (overlay: Overlay) => state.next(state.value === overlay ? 'none' : overlay),
  };
};

export type Overlays = ReturnType<typeof createOverlays>;
