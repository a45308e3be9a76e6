import { useSubscription } from 'observable-hooks';
import { useNavigate } from 'react-router';
import { useNetwork } from './useNetwork';

/**
 * The risk check's consequence (spec 001 §4): a wallet found Severe or High goes to /appeal,
 * replacing the page it was on, so Back cannot return to it.
 */
export const RiskGuard = () => {
  const network = useNetwork();
  const navigate = useNavigate();
  useSubscription(network.riskFlags$, (flag) => void navigate('/appeal', { replace: true, state: { risk: flag.risk, address: flag.address } }));
  return null;
};
