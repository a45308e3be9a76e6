import { RiskGuard } from './RiskGuard';
import { ShellBanners } from './ShellBanners';

/** The shell's network part: banners and the risk guard, loaded after the first paint. */
const ShellNetwork = () => (
  <>
    <ShellBanners />
    <RiskGuard />
  </>
);

export default ShellNetwork;
