import { Button } from './ui/button';

/** A query failed after its retries: say what is missing and offer to ask again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="alert alert-destructive load-error" role="alert">
      <span>Could not load {what}.</span>
      <Button variant="outline" className="btn-small" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
