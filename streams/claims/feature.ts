import type { PortNeeds } from '../core/featureNeeds';
import { claimApiOf, claimCutoffOf } from './claimConfig';
import { createClaimProofs } from './claimProof';

/** The claim proof as a feature built on first use (the drawer's indicator and /claim). */
export const claimsFeature = (deps: Pick<PortNeeds, 'http' | 'config' | 'scheduler' | 'logger'>) =>
  createClaimProofs({ http: deps.http, api: claimApiOf(deps.config), scheduler: deps.scheduler, logger: deps.logger, cutoffMs: claimCutoffOf(deps.config) });

export type Claims = ReturnType<typeof claimsFeature>;
