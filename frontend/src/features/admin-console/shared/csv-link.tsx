import type { AdminCsvView } from '@leadledger/contracts/admin';
import { adminCsvHref } from '../../../api/admin';

/** Every admin view has its CSV: the same query as on screen, downloaded by the browser itself. */
export function CsvLink({ view, query = {}, label = 'Download CSV' }: { view: AdminCsvView; query?: object; label?: string }) {
  return (
    <a className="btn btn-outline btn-small" href={adminCsvHref(view, query)} download={`${view}.csv`}>
      {label}
    </a>
  );
}
