import { type ComponentProps, Suspense, lazy } from 'react';
import type { BannerSlot as Slot } from './BannerSlot';

// The banners' code (the network feature) comes after the page: a banner is fetched from the
// service and shows late whatever happens, so the page's first download need not carry it.
const BannerSlot = lazy(async () => ({ default: (await import('./BannerSlot')).BannerSlot }));

/** A page's banner slot, its code fetched with the page's render instead of before it. */
export const LazyBannerSlot = (props: ComponentProps<typeof Slot>) => (
  <Suspense fallback={null}>
    <BannerSlot {...props} />
  </Suspense>
);
