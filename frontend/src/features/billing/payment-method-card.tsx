import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BillingSetupStatus } from '@leadledger/contracts/billing';
import { deletePaymentMethodMutationOptions, setupPaymentMethodMutationOptions, updatePaymentMethodMutationOptions } from '../../api/billing';
import { CardForm } from '../../components/card-form';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { describeCard, toPaymentMethodRequest, type CardInput } from '../../lib/card-format';

/** Add, replace or remove the card (the toasts of docs/product/messages.md for each). */
export function PaymentMethodCard({ status }: { status: BillingSetupStatus }) {
  const queryClient = useQueryClient();
  const setup = useMutation(setupPaymentMethodMutationOptions(queryClient));
  const update = useMutation(updatePaymentMethodMutationOptions(queryClient));
  const remove = useMutation(deletePaymentMethodMutationOptions(queryClient));
  const [replacing, setReplacing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const card = status.hasPaymentMethod ? status.paymentMethodDetails : null;

  function save(input: CardInput) {
    const body = toPaymentMethodRequest(input);
    if (card) {
      update.mutate(body, {
        onSuccess: () => {
          toast({ title: 'Payment Method Updated', description: 'Approvals are now charged to your new card.' });
          setReplacing(false);
        },
        onError: (error) =>
          toast({ title: 'Update Failed', description: errorMessage(error, 'Failed to update payment method. Please try again.'), variant: 'destructive' }),
      });
    } else {
      setup.mutate(body, {
        onSuccess: () => toast({ title: 'Billing Setup Complete', description: 'Your card is saved for call approvals.' }),
        onError: (error) => toast({ title: 'Setup Failed', description: errorMessage(error, 'Failed to setup billing. Please try again.'), variant: 'destructive' }),
      });
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync();
      toast({ title: 'Payment Method Removed', description: 'Add a card again before approving calls.' });
    } catch (error) {
      toast({ title: 'Removal Failed', description: errorMessage(error, 'Failed to remove payment method. Please try again.'), variant: 'destructive' });
    } finally {
      setConfirmRemove(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby="payment-method-heading">
      <div className="card-header-row">
        <h2 id="payment-method-heading" className="card-title">
          Payment method
        </h2>
        {card && <span className="badge badge-success">Active</span>}
      </div>
      {card && !replacing ? (
        <>
          <p className="card-on-file">{describeCard(card)}</p>
          <div className="button-row">
            <Button variant="outline" className="btn-small" onClick={() => setReplacing(true)}>
              Replace Card
            </Button>
            <Button variant="ghost" className="btn-small text-danger" onClick={() => setConfirmRemove(true)}>
              Remove Card
            </Button>
          </div>
        </>
      ) : (
        <>
          {!card && <p className="muted">No card on file. You need one before you can approve calls.</p>}
          <CardForm
            submitLabel={card ? 'Replace Card' : 'Add Card'}
            missingTitle="Missing Information"
            pending={setup.isPending || update.isPending}
            onSubmit={save}
            actions={
              card && (
                <Button variant="outline" onClick={() => setReplacing(false)} disabled={update.isPending}>
                  Cancel
                </Button>
              )
            }
          />
        </>
      )}
      <ConfirmDialog
        open={confirmRemove}
        title="Remove this card?"
        description="You will not be able to approve calls until you add a card again."
        confirmLabel="Remove Card"
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirmRemove(false)}
      />
    </section>
  );
}
