import { ApiError } from '../../../lib/api-client';
import { AdminLoadError } from '../shared/admin-load-error';

/** A lookup by id: "no such affiliate" (404) and a malformed id (400) are the server's own sentence; anything else can be retried. */
export function LookupError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400) && error.serverMessage) {
    return (
      <p className="alert alert-destructive" role="alert">
        {error.serverMessage}
      </p>
    );
  }
  return <AdminLoadError error={error} onRetry={onRetry} />;
}
