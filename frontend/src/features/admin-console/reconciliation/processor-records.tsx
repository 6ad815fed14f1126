import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { processorRecordsQueryOptions, useAdminQuery } from '../../../api/admin';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { AdminLoadError } from '../shared/admin-load-error';
import { CsvLink } from '../shared/csv-link';
import { Pager } from '../shared/pager';
import { processorRecordColumns } from './reconciliation.columns';

const LIMIT = 50;

/** Each money movement at the processor against the ledger journal of its event. */
export function ProcessorRecords() {
  const [offset, setOffset] = useState(0);
  const [unmatchedOnly, setUnmatchedOnly] = useState(false);
  const records = useAdminQuery({
    ...processorRecordsQueryOptions({ offset, limit: LIMIT, unmatchedOnly: unmatchedOnly || undefined }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="card" aria-labelledby="admin-records-heading">
      <div className="card-header-row">
        <h2 id="admin-records-heading" className="card-title">
          Processor records
        </h2>
        <div className="admin-toolbar-inline">
          <label className="admin-check">
            <input
              type="checkbox"
              className="checkbox"
              checked={unmatchedOnly}
              onChange={(e) => {
                setUnmatchedOnly(e.target.checked);
                setOffset(0);
              }}
            />
            Unmatched only
          </label>
          <CsvLink view="processor-records" query={{ unmatchedOnly: unmatchedOnly || undefined }} />
        </div>
      </div>
      {records.isPending ? (
        <Spinner label="Loading processor records" />
      ) : records.isError ? (
        <AdminLoadError onRetry={() => void records.refetch()} />
      ) : records.data.rows.length === 0 && offset === 0 ? (
        <p className="muted">{unmatchedOnly ? 'Every processor record matches its journal.' : 'No processor records yet.'}</p>
      ) : (
        <>
          <DataTable label="Processor records" columns={processorRecordColumns} rows={records.data.rows} rowKey={(r) => `${r.kind}-${r.processorId}-${r.eventId}`} />
          <Pager label="Processor record pages" offset={offset} limit={LIMIT} count={records.data.rows.length} hasMore={records.data.hasMore} onChange={setOffset} />
        </>
      )}
    </section>
  );
}
