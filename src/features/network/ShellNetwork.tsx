import { RiskGuard } from './RiskGuard';
import { MobileAppBanner, ShellBanners } from './ShellBanners';

/**
 * The shell's network part, loaded after the first paint: above the header, the banners that
 * warn (RPC down, degraded network, old iOS) and the risk guard; under the page (`place="end"`),
 * the mobile app banner, a promotion that arrives late and so must neither push the page nor
 * become its largest paint.
 */
const ShellNetwork = ({ place = 'top' }: { readonly place?: 'top' | 'end' }) =>
  place === 'end' ? (
    <MobileAppBanner />
  ) : (
    <>
      <ShellBanners />
      <RiskGuard />
    </>
  );

export default ShellNetwork;
