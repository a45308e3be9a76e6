import { REFERRAL_PARAMS } from '@streams/swap';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStreams } from '@/app/StreamsContext';

/**
 * The referral link (spec 001 §2.4): ?referrer=&feeBps= is read once when the app starts, on any
 * route, and leaves the address without a reload (the page keeps its other parameters). The
 * address read is the one the app opened with, before any page rewrites it. Answers whether the
 * link made an offer that waits for the user (the shell then loads the card).
 */
export const useReferralLink = (): boolean => {
  const { referralLink } = useStreams();
  const offered = useObservableEagerState(referralLink.offer$) !== undefined;
  const navigate = useNavigate();
  const { search: openedWith } = useLocation();
  const first = useRef(openedWith);
  useEffect(() => {
    const { cleanedSearch } = referralLink.readOnce(first.current);
    if (cleanedSearch === undefined) return;
    // The page may have rewritten its address meanwhile: take the referral out of the current one.
    const params = new URLSearchParams(window.location.search);
    if (!REFERRAL_PARAMS.some((name) => params.has(name))) return;
    for (const name of REFERRAL_PARAMS) params.delete(name);
    const rest = params.toString();
    void navigate({ pathname: window.location.pathname, search: rest === '' ? '' : `?${rest}`, hash: window.location.hash }, { replace: true });
  }, [referralLink, navigate]);
  return offered;
};

/** The referral and the user's answer to it: the link's offer, the accepted referral, accept, decline and remove. */
export const useReferral = () => useStreams().referralLink;
