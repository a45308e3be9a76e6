/**
 * The send pages' front door: what the React app may use from streams/send/. The feature keeps
 * its own door (feature.ts), so its code stays in the pages' chunk.
 */
export { lookalikeOf } from './lookalike';
export {
  type ClaimLinkKind,
  type ReadFragment,
  MIN_SOL_LINK_LAMPORTS,
  CLAIM_FEE_LAMPORTS,
  claimLinkUrl,
  linkIdOf,
  linkMax,
  newLinkSeed,
  linkProblem,
  readClaimFragment,
} from './claimLink';
export { LINK_MESSAGES, type OpenedLink } from './claimLinks';
export type { LinkStatus } from './linkStatus';
export type { SentLink } from './sentLinks';
export type { RecipientBalances } from './recipientBalances';
export { MAX_NOTE_LENGTH, type PaymentRequest, type ReadRequest, paymentRequestUrl, readPaymentRequest, requestNoteProblem } from './paymentRequest';
export { type RequestForm, type RequestView, createRequestForm } from './requestForm';
