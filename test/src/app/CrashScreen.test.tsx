import { render, screen } from '@testing-library/react';
import { useStreams } from '@/app/StreamsContext';
import { ErrorBoundary } from '@/features/errors/ErrorBoundary';
import { RouteError } from '@/features/errors/RouteError';
import { renderApp } from '../../support/renderApp';

const Boom = () => {
  throw new Error('render exploded');
};

describe('crash screen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("logs 'Page crashed' and links to the community chat", async () => {
    const { logger } = renderApp('/', {
      routes: [
        {
          path: '/',
          element: (
            <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
              <Boom />
            </ErrorBoundary>
          ),
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Callisto has crashed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'community chat' })).toHaveAttribute('href', 'https://discord.gg/jup');
    expect(logger.messages('error')).toContain('Page crashed');
    expect(logger.entries.find((entry) => entry.message === 'Page crashed')?.context).toEqual({ error: 'Error: render exploded' });
  });

  it('useStreams outside its provider fails with a clear message', () => {
    const Consumer = () => {
      useStreams();
      return null;
    };
    expect(() => render(<Consumer />)).toThrow('useDataStream must be used within DataStreamProvider');
  });
});
