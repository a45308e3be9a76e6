import { quoteError } from '@streams/swap/quotes';
import { createRecordingLogger } from '../../support/fakeLogger';

describe('a quote that failed with something that is no error', () => {
  it('reads Failed to fetch routes', () => {
    const logger = createRecordingLogger();
    expect(quoteError('socket closed', logger)).toEqual({ status: 'error', errorCode: 'FETCH_ROUTES_ERROR', message: 'Failed to fetch routes' });
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'Quote failed', context: { errorCode: 'FETCH_ROUTES_ERROR', message: 'Failed to fetch routes' } },
    ]);
  });
});
