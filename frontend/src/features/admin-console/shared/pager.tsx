import { Button } from '../../../components/ui/button';

interface PagerProps {
  label: string;
  offset: number;
  limit: number;
  count: number;
  hasMore: boolean;
  onChange: (offset: number) => void;
}

/** Offset paging of contracts/admin.ts: the server says whether there is more, not how much. */
export function Pager({ label, offset, limit, count, hasMore, onChange }: PagerProps) {
  return (
    <nav className="admin-pager" aria-label={label}>
      <span className="muted small">{count === 0 ? 'No rows' : `Rows ${offset + 1}-${offset + count}`}</span>
      <Button variant="outline" className="btn-small" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
        Previous
      </Button>
      <Button variant="outline" className="btn-small" disabled={!hasMore} onClick={() => onChange(offset + limit)}>
        Next
      </Button>
    </nav>
  );
}
