import { act, render } from '@testing-library/react';
import { type NavigateFunction, MemoryRouter, useNavigate } from 'react-router';
import { ScrollToTop } from '@/app/ScrollToTop';

describe('ScrollToTop', () => {
  it('scrolls to the top when a link opens another page, not for a query change or Back', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let navigate: NavigateFunction | undefined;
    const Navigator = () => {
      navigate = useNavigate();
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/swap']}>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>,
    );
    // The first page: the browser's own position (a reload keeps it).
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void navigate?.('/perps'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => void navigate?.('/perps?tab=positions'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => void navigate?.(-1));
    act(() => void navigate?.(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});
