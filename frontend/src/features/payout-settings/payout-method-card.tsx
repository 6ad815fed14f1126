import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayoutMethodStatus } from '@leadledger/contracts/payout';
import { deletePayoutMethodMutationOptions } from '../../api/payouts';
import { PayoutCardForm } from '../../components/payout-card-form';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';

const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Debit card');

/** The card on file with its Active badge, Update and Remove; Add Payout Method without one. */
export function PayoutMethodCard({ status }: { status: PayoutMethodStatus }) {
  const queryClient = useQueryClient();
  const remove = useMutation(deletePayoutMethodMutationOptions(queryClient));
  const [updating, setUpdating] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const card = status.hasPayoutMethod ? status.payoutMethodDetails : null;

  async function onRemove() {
    try {
      await remove.mutateAsync();
      toast({ title: 'Payout Method Removed', description: 'Add a debit card again before collecting payouts.' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to remove payout method'), variant: 'destructive' });
    } finally {
      setConfirmRemove(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby="payout-method-heading">
      <div className="card-header-row">
        <h2 id="payout-method-heading" className="card-title">
          Payout method
        </h2>
        {card && <span className="badge badge-success">Active</span>}
      </div>
      {card && !updating ? (
        <>
          <dl className="payout-card-facts" aria-label="Debit card on file">
            <div>
              <dt>Card</dt>
              <dd>{brandName(card.brand)} debit</dd>
            </div>
            <div>
              <dt>Number</dt>
              <dd>•••• {card.last4}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>
                {String(card.exp_month).padStart(2, '0')}/{String(card.exp_year).slice(-2)}
              </dd>
            </div>
          </dl>
          <div className="button-row">
            <Button variant="outline" className="btn-small" onClick={() => setUpdating(true)}>
              Update
            </Button>
            <Button variant="ghost" className="btn-small text-danger" onClick={() => setConfirmRemove(true)}>
              Remove
            </Button>
          </div>
        </>
      ) : (
        <>
          {!card && <p className="muted">No payout method yet. Add a debit card to collect your earnings.</p>}
          <PayoutCardForm
            mode={card ? 'update' : 'add'}
            isSandbox={status.isSandbox}
            onSaved={() => setUpdating(false)}
            actions={
              card && (
                <Button variant="outline" onClick={() => setUpdating(false)}>
                  Cancel
                </Button>
              )
            }
          />
        </>
      )}
      <ConfirmDialog
        open={confirmRemove}
        title="Remove this debit card?"
        description="You will not be able to collect payouts until you add a debit card again. Your earnings stay in your balance."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirmRemove(false)}
      />
    </section>
  );
}
