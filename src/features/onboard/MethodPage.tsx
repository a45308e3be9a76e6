import { Link, useParams } from 'react-router';
import jlp from '@/features/perps/jlp/Jlp.module.css';
import { BridgePage } from './BridgePage';
import { CexPage } from './CexPage';
import { METHOD_TABS, OnboardLayout } from './OnboardLayout';
import { OnrampPage } from './OnrampPage';

/** A second segment that names no way in: said so, with the ways there are (never a crash). */
const UnknownMethod = ({ method }: { readonly method: string }) => (
  <OnboardLayout title="Onboard" heading="No such way in" intro="Choose one of the ways to bring funds to Solana." description="Bring funds to Solana.">
    <div className={jlp.notice} role="alert" data-testid="unknown-method">
      <p>There is no way in called “{method.slice(0, 40)}”. Try one of these:</p>
      <ul>
        {METHOD_TABS.slice(1).map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to}>{tab.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  </OnboardLayout>
);

/** /onboard/{cctp|debridge|onramp|cex} (spec 001 §2.1): the page of that way in. */
export const MethodPage = () => {
  const method = useParams().method ?? '';
  if (method === 'cctp' || method === 'debridge') return <BridgePage method={method} />;
  if (method === 'onramp') return <OnrampPage />;
  if (method === 'cex') return <CexPage />;
  return <UnknownMethod method={method} />;
};
