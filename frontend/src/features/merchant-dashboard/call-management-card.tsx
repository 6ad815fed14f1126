import { useQuery } from '@tanstack/react-query';
import { pendingCallsQueryOptions } from '../../api/calls';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { CallHistory } from './call-history';
import { PendingCalls } from './pending-calls';

/** docs/product/screens-and-routes.md, Merchant dashboard: Call Management with pending and history tabs. */
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
