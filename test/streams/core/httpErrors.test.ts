import {
  HttpNetworkError,
  HttpSchemaError,
  HttpStatusError,
  HttpTimeoutError,
  HttpTooLargeError,
  ResponseTooLargeError,
  isHttpError,
  isRetryable,
  schemaErrorMessage,
  serviceMessage,
} from '@streams/core/httpErrors';

const statusError = (status: number, body: unknown, statusText = '') =>
  new HttpStatusError('Quote API', 'http://api/quote', status, statusText, body, undefined);

describe('http errors', () => {
  describe('messages a user reads (and the name a log line starts with)', () => {
    it.each([
      ['HttpStatusError: Quote API answered 400 Bad Request', statusError(400, undefined, 'Bad Request')],
      ['HttpStatusError: Quote API answered 500', statusError(500, undefined)],
      ['HttpSchemaError: Invalid search response structure from Search API', new HttpSchemaError('Search API', 'http://api/search', 'search', [])],
      [
        'HttpSchemaError: Invalid response structure from Ultra API /holdings',
        new HttpSchemaError('Ultra API /holdings', 'http://api/holdings', undefined, []),
      ],
      ['HttpTimeoutError: Search API did not answer within 5000 ms', new HttpTimeoutError('Search API', 'http://api/search', 5000)],
      ['HttpNetworkError: Search API could not be reached', new HttpNetworkError('Search API', 'http://api/search', new TypeError('Failed to fetch'))],
      ['HttpTooLargeError: Token API answered with more than 1024 bytes', new HttpTooLargeError('Token API', 'http://api/token', 1024)],
      ['ResponseTooLargeError: The answer of http://api/token is larger than 1024 bytes', new ResponseTooLargeError('http://api/token', 1024)],
    ])('reads %j', (text, error) => {
      expect(String(error)).toBe(text);
    });

    it('names the payload in a schema message only when there is a name', () => {
      expect(schemaErrorMessage('Search API', 'search')).toBe('Invalid search response structure from Search API');
      expect(schemaErrorMessage('Search API')).toBe('Invalid response structure from Search API');
      expect(schemaErrorMessage('Search API', '')).toBe('Invalid response structure from Search API');
    });
  });

  describe('isHttpError', () => {
    it.each([
      ['a status error', statusError(404, undefined)],
      ['a schema error', new HttpSchemaError('A', 'u', undefined, [])],
      ['a timeout', new HttpTimeoutError('A', 'u', 1)],
      ['a network error', new HttpNetworkError('A', 'u', undefined)],
      ['a too-large error', new HttpTooLargeError('A', 'u', 1)],
    ])('recognises %s', (_, error) => {
      expect(isHttpError(error)).toBe(true);
    });

    it.each([
      ['a transport-level ResponseTooLargeError', new ResponseTooLargeError('u', 1)],
      ['a plain Error', new Error('boom')],
      ['undefined', undefined],
    ])('does not claim %s', (_, error) => {
      expect(isHttpError(error)).toBe(false);
    });
  });

  describe('isRetryable', () => {
    it.each([
      [428, false],
      [429, true],
      [430, false],
      [499, false],
      [500, true],
      [503, true],
    ])('status %i is retryable: %s', (status, retryable) => {
      expect(isRetryable(statusError(status, undefined))).toBe(retryable);
    });

    it('retries the network and timeouts, never a schema failure or a too-large body', () => {
      expect(isRetryable(new HttpNetworkError('A', 'u', new TypeError('Failed to fetch')))).toBe(true);
      expect(isRetryable(new HttpTimeoutError('A', 'u', 5))).toBe(true);
      expect(isRetryable(new HttpSchemaError('A', 'u', undefined, []))).toBe(false);
      expect(isRetryable(new HttpTooLargeError('A', 'u', 1))).toBe(false);
    });

    it.each([
      ['a foreign error carrying status 503', Object.assign(new Error('Service Unavailable'), { status: 503 })],
      ['null', null],
      ['undefined', undefined],
    ])('is false, without throwing, for %s', (_, error) => {
      expect(isRetryable(error)).toBe(false);
    });
  });

  describe('serviceMessage', () => {
    it('prefers the cause of a Trigger-style body, then its error', () => {
      expect(serviceMessage(statusError(400, { error: 'Bad request', cause: 'Slippage exceeded' }), 'fallback')).toBe('Slippage exceeded');
      expect(serviceMessage(statusError(400, { error: 'Could not find any route' }), 'fallback')).toBe('Could not find any route');
    });

    it('skips an empty cause and reads the error', () => {
      expect(serviceMessage(statusError(400, { error: 'Could not find any route', cause: '' }), 'fallback')).toBe('Could not find any route');
    });

    it.each([
      ['an empty error text', { error: '' }],
      ['an error that is not text', { error: 42, cause: 7 }],
      ['a body with neither', { errorCode: 'COULD_NOT_FIND_ANY_ROUTE' }],
      ['an empty body', undefined],
      ['a null body', null],
      ['a text body', '<html>Bad Gateway</html>'],
    ])('falls back to the error message for %s', (_, body) => {
      expect(serviceMessage(statusError(502, body, 'Bad Gateway'), 'fallback')).toBe('Quote API answered 502 Bad Gateway');
    });

    it('reads any other error by its message, and a non-error as the fallback', () => {
      expect(serviceMessage(new HttpNetworkError('Quote API', 'u', undefined), 'fallback')).toBe('Quote API could not be reached');
      expect(serviceMessage('boom', 'Something went wrong')).toBe('Something went wrong');
    });
  });
});
