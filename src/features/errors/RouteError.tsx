import { InvalidDomainError } from '@/app/areas';
import { CrashScreen } from './CrashScreen';
import { ErrorPanel } from './ErrorPanel';

/** What a page that threw shows inside the shell: an invalid domain, or the crash screen. */
export const RouteError = ({ error }: { readonly error: unknown }) => {
  if (error instanceof InvalidDomainError) return <InvalidDomainPage segment={error.segment} />;
  return <CrashScreen error={error} />;
};

/** A path segment as the user typed it; malformed escapes stay as they are. */
const readable = (segment: string) => {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

export const InvalidDomainPage = ({ segment }: { readonly segment: string }) => (
  <ErrorPanel code="Invalid domain" title="This app does not exist">
    <p>
      There is no Callisto app called <q>{readable(segment)}</q>. Check the address, or pick an area from the menu.
    </p>
  </ErrorPanel>
);

export const NotFoundPage = () => (
  <ErrorPanel code="404" title="Page not found">
    <p>This page does not exist in this area. Check the address, or pick an area from the menu.</p>
  </ErrorPanel>
);

/** /_error: the error page itself, reachable by address. */
export const ErrorRoutePage = () => (
  <ErrorPanel code="Error" title="Something went wrong">
    <p>An error sent you here. Go back to where you were, or start again from home.</p>
  </ErrorPanel>
);
