import { useQuery } from '@tanstack/react-query';
import { callHistoryQueryOptions, pendingCallsQueryOptions } from '../../api/calls';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { historyCallColumns } from './calls.columns';
import { PendingCalls } from './pending-calls';

/** SPEC.md section 2 "Merchant dashboard": Call Management with pending and history tabs. */
export function CallManagementCard() {
  const pending = useQuery(pendingCallsQueryOptions());
  return (
    <section className="card" aria-labelledby="calls-heading">
      <h2 id="calls-heading" className="card-title">
        Call Management
      </h2>
      <Tabs defaultValue="pending">
        <TabsList aria-label="Calls">
          <TabsTrigger value="pending">Pending{pending.data ? ` (${pending.data.length})` : ''}</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="pending">
          {pending.isPending ? (
            <Spinner label="Loading pending calls" />
          ) : pending.isError ? (
            <LoadError what="pending calls" onRetry={() => void pending.refetch()} />
          ) : (
            <PendingCalls calls={pending.data} />
          )}
        </TabsContent>
        <TabsContent value="history">
          <CallHistory />
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** Approved and rejected calls, with the reason a call was rejected. */
function CallHistory() {
  const history = useQuery(callHistoryQueryOptions());
  if (history.isPending) return <Spinner label="Loading call history" />;
  if (history.isError) return <LoadError what="call history" onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <p className="muted">No decided calls yet. Approved and rejected calls appear here.</p>;
  return <DataTable label="Call history" columns={historyCallColumns} rows={history.data} rowKey={(c) => c.id} />;
}
