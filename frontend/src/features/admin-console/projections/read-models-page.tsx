import type { ReadModelStatus } from '@leadledger/contracts/admin';
import { useState } from 'react';
import { readModelsQueryOptions, useAdminQuery } from '../../../api/admin';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { AdminLoadError } from '../shared/admin-load-error';
import { readModelColumns } from './read-models.columns';
import { ResumeReadModelDialog } from './resume-read-model-dialog';
import './read-models.css';

/** Each read model against the event log (docs/architecture/projections.md); a parked one can be resumed. */
export default function ReadModelsPage() {
  const statuses = useAdminQuery(readModelsQueryOptions());
  const [resuming, setResuming] = useState<ReadModelStatus | null>(null);
  return (
    <section className="card" aria-labelledby="admin-read-models-heading">
      <h2 id="admin-read-models-heading" className="card-title">
        Read models
      </h2>
      <p className="small muted">
        Each read model applies the event log on its own. One that fails on an event is retried, then parked there until it is resumed.
      </p>
      {statuses.isPending ? (
        <Spinner label="Loading read models" />
      ) : statuses.isError ? (
        <AdminLoadError error={statuses.error} onRetry={() => void statuses.refetch()} />
      ) : statuses.data.length === 0 ? (
        <p className="muted">No read models are registered.</p>
      ) : (
        <DataTable label="Read models" columns={readModelColumns(setResuming)} rows={statuses.data} rowKey={(s) => s.name} />
      )}
      <ResumeReadModelDialog key={resuming?.name ?? 'none'} target={resuming} onClose={() => setResuming(null)} />
    </section>
  );
}
