import { useWallet } from '@solana/wallet-adapter-react';
import type { WalletName } from '@solana/wallet-adapter-base';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { connectTargets } from './walletCatalog';
import { useLogger } from '@/hooks/facades';

/**
 * `?connect=jupiter-extension|jupiter-mobile|jupiter-account` (spec 001 §2.4): connects the
 * matching wallet once, then removes the parameter from the address. Other values are logged and
 * removed. Each time the parameter appears again (/login asks for the quick account this way) it
 * is handled again.
 */
export const ConnectFromQuery = () => {
  const [params, setParams] = useSearchParams();
  const { wallets, select } = useWallet();
  const logger = useLogger();
  const handled = useRef(false);
  const requested = params.get('connect');

  useEffect(() => {
    if (requested === null) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    const target = connectTargets[requested];
    if (!target) logger.warn('Ignoring unknown connect parameter', { connect: requested });
    else if (wallets.some((wallet) => wallet.adapter.name === target)) select(target as WalletName);
    else logger.info('Wallet from the connect parameter is not available', { wallet: target });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connect');
        return next;
      },
      { replace: true },
    );
  }, [requested, wallets, select, setParams, logger]);

  return null;
};
