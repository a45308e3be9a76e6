import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page opens it at its top, not at the scroll position of the page before it;
 * Back and Forward (POP) leave the position to the browser, and a change of the query alone (a
 * tab, a filter) keeps it.
 */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
};
