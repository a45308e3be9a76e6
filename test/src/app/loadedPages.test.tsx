import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { loadPage, loadedPage } from '@/app/loadedPages';
import { pageLoading } from '@/app/pageLoads';
import { AppRoutes, pageElement } from '@/app/router';

describe('loaded pages', () => {
  it('remembers a page once its module has loaded, and passes a failed load on', async () => {
    const Page = () => <p>page</p>;
    const load = async () => Page;
    expect(loadedPage(load)).toBeUndefined();
    await expect(loadPage(load)).resolves.toBe(Page);
    expect(loadedPage(load)).toBe(Page);
    const failing = () => Promise.reject(new Error('chunk failed'));
    await expect(loadPage(failing)).rejects.toThrow('chunk failed');
    expect(loadedPage(failing)).toBeUndefined();
  });

  it('a route whose page has loaded shows it in the first render; any other suspends until its code arrives', async () => {
    const Ready = () => <p>ready page</p>;
    const ready = async () => Ready;
    await loadPage(ready);
    const Later = () => <p>later page</p>;
    const later = async () => Later;
    const view = (path: string) => (
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>waiting</p>}>
          <AppRoutes
            routes={[
              { path: '/ready', element: pageElement(ready) },
              { path: '/later', element: pageElement(later) },
            ]}
          />
        </Suspense>
      </MemoryRouter>
    );
    render(view('/ready'));
    expect(screen.getByText('ready page')).toBeInTheDocument();
    render(view('/later'));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(pageLoading()).toBe(true);
    expect(await screen.findByText('later page')).toBeInTheDocument();
    expect(pageLoading()).toBe(false);
  });
});
