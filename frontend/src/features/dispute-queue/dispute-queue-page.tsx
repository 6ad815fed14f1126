import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminDisputesQueryOptions, type DisputeFilter } from '../../api/disputes';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { disputeQueueColumns } from './dispute-queue.columns';
import { ResolveDisputeDialog, type Resolving } from './resolve-dispute-dialog';
import './dispute-queue.css';

const FILTERS: { value: DisputeFilter; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'No open disputes' },
  { value: 'resolved', label: 'Resolved', empty: 'No resolved disputes yet' },
  { value: 'all', label: 'All', empty: 'No disputes yet' },
];

/** The admin dispute queue (docs/product/money.md, Disputes, issue 6): uphold or deny each dispute with a note. */
export default function DisputeQueuePage() {
  const [filter, setFilter] = useState<DisputeFilter>('open');
  return (
    <section className="card dispute-queue" aria-labelledby="disputes-heading">
      <h2 id="disputes-heading" className="card-title">
        Disputes
      </h2>
      <p className="small muted">Merchants dispute approved calls and affiliates rejected ones, within 30 days of the booking.</p>
      <Tabs value={filter} onValueChange={(value) => setFilter(value as DisputeFilter)}>
        <TabsList aria-label="Dispute status">
          {FILTERS.map((f) => (
            <TabsTrigger key={f.value} value={f.value}>
              {f.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {FILTERS.map((f) => (
          <TabsContent key={f.value} value={f.value}>
            {/* Radix mounts only the selected panel, so only one list is fetched. */}
            <a className="btn btn-outline btn-small" href={`/api/admin/export/disputes.csv?status=${f.value}`} download={`disputes-${f.value}.csv`}>
              Download CSV
            </a>
            <DisputeList status={f.value} empty={f.empty} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function DisputeList({ status, empty }: { status: DisputeFilter; empty: string }) {
  const disputes = useQuery(adminDisputesQueryOptions(status));
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const label = `${FILTERS.find((f) => f.value === status)?.label ?? ''} disputes`;
  return (
    <>
      {disputes.isPending ? (
        <Spinner label="Loading disputes" />
      ) : disputes.isError ? (
        <LoadError what="disputes" onRetry={() => void disputes.refetch()} />
      ) : disputes.data.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <DataTable label={label} columns={disputeQueueColumns((dispute, outcome) => setResolving({ dispute, outcome }))} rows={disputes.data} rowKey={(d) => d.id} />
      )}
      {/* Outside the list: a dispute leaving this filter after a 503 keeps its message on screen. */}
      <ResolveDisputeDialog resolving={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
