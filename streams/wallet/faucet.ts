import { type Observable, map } from 'rxjs';
import * as z from 'zod/mini';
import type { Profile } from '../core/config/endpoints';
import type { HttpClient } from '../core/http';

const funded = z.looseObject({ ok: z.literal(true) });

/**
 * Funds a new quick account in the simulator (POST /__sim/faucet): 10 SOL, USDC and a few
 * tokens. Only the sim profile has a faucet; elsewhere this completes without a call.
 */
export const createFaucet = ({ http, profile, api }: { http: HttpClient; profile: Profile; api: string }) => ({
  available: profile === 'sim',
  fund: (address: string): Observable<boolean> =>
    http.post(`${api}/__sim/faucet`, { address }, { api: 'Simulator faucet', schema: funded }).pipe(map(() => true)),
});
