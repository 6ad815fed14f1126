import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MerchantAffiliate } from '@leadledger/contracts/membership';
import { merchantAffiliatesQueryOptions, removeAffiliateMutationOptions } from '../../api/affiliates';
import { LoadError } from '../../components/load-error';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { affiliateColumns, affiliateName } from './affiliates.columns';

export function AffiliatesSection() {
  const queryClient = useQueryClient();
  const affiliates = useQuery(merchantAffiliatesQueryOptions());
  const remove = useMutation(removeAffiliateMutationOptions(queryClient));
  const [removing, setRemoving] = useState<MerchantAffiliate | null>(null);

  async function onRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast({ title: 'Success', description: `${affiliateName(removing)} was removed from ${removing.programName}.` });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to remove affiliate'), variant: 'destructive' });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section className="card" aria-labelledby="affiliates-heading">
      <h2 id="affiliates-heading" className="card-title">
        Affiliates
      </h2>
      {affiliates.isPending ? (
        <Spinner label="Loading affiliates" />
      ) : affiliates.isError ? (
        <LoadError what="your affiliates" onRetry={() => void affiliates.refetch()} />
      ) : affiliates.data.length === 0 ? (
        <p className="muted">No affiliates yet. Share a program's signup link to recruit your first.</p>
      ) : (
        <DataTable label="Affiliates" columns={affiliateColumns(setRemoving)} rows={affiliates.data} rowKey={(a) => a.id} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this affiliate?"
        description={removing ? `${affiliateName(removing)} (${removing.email}) will be removed from ${removing.programName}.` : ''}
        confirmLabel="Remove Affiliate"
        pending={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
