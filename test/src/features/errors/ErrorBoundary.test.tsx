import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/features/errors/ErrorBoundary';

const Page = ({ fail }: { readonly fail: boolean }) => {
  if (fail) throw new Error('page exploded');
  return <p>page content</p>;
};

const view = (fail: boolean, resetKey: string) => (
  <ErrorBoundary resetKey={resetKey} fallback={(error) => <p role="alert">{error instanceof Error ? error.message : 'unknown'}</p>}>
    <Page fail={fail} />
  </ErrorBoundary>
);

describe('ErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback with the thrown error instead of the children', () => {
    render(view(true, '/a'));
    expect(screen.getByRole('alert')).toHaveTextContent('page exploded');
    expect(screen.queryByText('page content')).toBeNull();
  });

  it('keeps the fallback while the key stays, and renders the children again under a new key', () => {
    const { rerender } = render(view(true, '/a'));
    rerender(view(false, '/a'));
    expect(screen.getByRole('alert')).toHaveTextContent('page exploded');
    rerender(view(false, '/b'));
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
