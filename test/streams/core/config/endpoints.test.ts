import { simEndpoints } from '@streams/core/config/endpoints';

describe('simulator endpoints', () => {
  it.each([
    ['the default stream path', 'ws://127.0.0.1:8787/ws', 'ws://127.0.0.1:8787/perps/ws'],
    ['a stream without the /ws path', 'ws://localhost:8787', 'ws://localhost:8787/perps/ws'],
    ['a path prefix that itself starts with /ws', 'ws://127.0.0.1:8787/wsgate/ws', 'ws://127.0.0.1:8787/wsgate/perps/ws'],
    ['a host whose name starts with ws', 'ws://wsim.local:8787/ws', 'ws://wsim.local:8787/perps/ws'],
  ])('the perps socket sits beside the market stream: %s', (_name, stream, perpsStream) => {
    expect(simEndpoints('http://127.0.0.1:8787', stream, 'http://127.0.0.1:8899').perpsStream).toBe(perpsStream);
  });
});
