import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';

/**
 * docs/product/messages.md, Other messages: any admin query that fails (after its retry) says "Error loading admin data".
 * A 400 also carries the server's sentence (e.g. a range longer than it allows), which is fixable.
 */
export function AdminLoadError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const detail = error instanceof ApiError && error.status === 400 ? error.serverMessage : undefined;
  return (
    <div className="alert alert-destructive load-error" role="alert">
      <span>
        Error loading admin data{detail && <span className="small">: {detail}</span>}
      </span>
      <Button variant="outline" className="btn-small" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
