import { useLocation } from 'react-router';
import { InvalidDomainError, resolveArea } from '@/app/areas';
import { InvalidDomainPage, NotFoundPage } from './RouteError';

/**
 * The catch-all route. An unknown first segment is an invalid domain (resolveArea throws
 * InvalidDomainError); a known area with an unknown page is a 404.
 */
export const UnknownRoute = () => {
  const { pathname } = useLocation();
  try {
    resolveArea(pathname);
  } catch (error) {
    if (error instanceof InvalidDomainError) return <InvalidDomainPage segment={error.segment} />;
    throw error;
  }
  return <NotFoundPage />;
};
