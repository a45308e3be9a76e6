import { useEffect } from 'react';
import { communityChatUrl } from '@/app/links';
import { ErrorPanel } from './ErrorPanel';
import { useLogger } from '@/hooks/facades';

/** Spec 000 §2 / 001 §2.4: a crashed page logs 'Page crashed' and points to the community chat. */
export const CrashScreen = ({ error }: { readonly error: unknown }) => {
  const logger = useLogger();
  useEffect(() => {
    logger.error('Page crashed', { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }, [error, logger]);
  return (
    <ErrorPanel code="Page crashed" title="Callisto has crashed">
      <p>
        Something went wrong while showing this page. Reloading usually helps; if it keeps happening, tell us in the{' '}
        <a href={communityChatUrl} target="_blank" rel="noopener noreferrer">
          community chat
        </a>
        .
      </p>
    </ErrorPanel>
  );
};
