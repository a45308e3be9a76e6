import { type SentLink, claimLinkUrl } from '@streams/send';
import { fromBaseUnits } from '@/components/amount/baseUnits';
import type { Send } from '@streams/send/feature';

/** '1.5 USDC': what a link carries, in the toasts' words. */
export const whatOf = (link: SentLink): string => `${fromBaseUnits(BigInt(link.amount), link.decimals)} ${link.symbol}`;

/** The link's address on this site; its key rides in the fragment, which the browser never sends. */
export const linkUrlOf = (links: Send['links'], link: SentLink): string => claimLinkUrl(window.location.origin, link.kind, links.fragmentOf(link));
