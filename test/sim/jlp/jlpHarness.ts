import { createJlpCommands } from '@streams/jlp/jlpCommands';
import type { PerpsHarness } from '../perps/perpsHarness';

/** The client's JLP commands on a perps harness's real transaction engine and simulator. */
export const jlpCommandsOf = (harness: PerpsHarness) =>
  createJlpCommands({
    http: harness.http,
    perpsApi: `${harness.wallet.sim.url}/perps/v2`,
    commands: harness.commands,
    latestBlockhash: () => harness.rpc.getLatestBlockhash('confirmed'),
    logger: harness.logger,
    onFinal: () => undefined,
  });
