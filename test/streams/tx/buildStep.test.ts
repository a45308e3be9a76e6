import { catchBuildFailure, firstBuild } from '@streams/tx/buildStep';
import { TX_MESSAGES, TxFailure, txError } from '@streams/tx/errors';
import { type Observable, throwError } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';

/**
 * The build step every write shares (a command, a batch): its first answer is the transaction;
 * a build that fails, or ends without answering, ends the write failed with a message the user
 * reads, and the reason in the log.
 */
const LABEL = 'Withdraw 5 USDC';

const failedBuild = (build: () => Observable<string>, buildError?: (error: unknown) => ReturnType<typeof txError>) => {
  const logger = createRecordingLogger();
  const write = { label: LABEL, build, ...(buildError ? { buildError } : {}) };
  const outcome$ = firstBuild(write, 'a withdrawal').pipe(catchBuildFailure(logger, write, 'a withdrawal', (error) => ({ failed: error })));
  return { logger, outcome$ };
};

describe('the build step of a write', () => {
  it(
    'a build that ends without answering fails the write, and the log says what it owed',
    marbles((m) => {
      const { logger, outcome$ } = failedBuild(
        () => m.cold<string>('--|'),
        () => txError('route', 'No route found'),
      );
      m.expect(outcome$).toBeObservable('--(f|)', { f: { failed: txError('route', 'No route found') } });
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'Building a withdrawal failed', context: { label: LABEL, error: 'the build step ended without a withdrawal' } },
      ]);
    }),
  );

  it(
    'a build that throws something unexpected, with no buildError of its own, fails with the generic message and keeps the cause for support',
    marbles((m) => {
      const cause = new Error('HTTP 502');
      const { logger, outcome$ } = failedBuild(() => throwError(() => cause));
      m.expect(outcome$).toBeObservable('(f|)', { f: { failed: { kind: 'unknown', message: TX_MESSAGES.unknown, programIds: [], cause } } });
      m.flush();
      expect(logger.entries).toEqual([{ level: 'warn', message: 'Building a withdrawal failed', context: { label: LABEL, error: 'HTTP 502' } }]);
    }),
  );

  it(
    "a typed failure keeps its own error even when the write has a buildError: the service's words reach the user",
    marbles((m) => {
      const typed = txError('insufficient-funds', TX_MESSAGES.insufficientFunds);
      const { outcome$ } = failedBuild(
        () => throwError(() => new TxFailure(typed)),
        () => txError('unknown', 'the server said no'),
      );
      m.expect(outcome$).toBeObservable('(f|)', { f: { failed: typed } });
    }),
  );
});
