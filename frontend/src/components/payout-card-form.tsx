import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { setupPayoutMethodMutationOptions } from '../api/payouts';
import { browserLocation } from '../lib/browser-location';
import { errorMessage } from '../lib/api-client';
import { toPayoutMethodRequest } from '../lib/card-format';
import { CardForm } from './card-form';
import { SandboxCardHint } from './sandbox-card-hint';
import { toast } from './ui/use-toast';

export interface PayoutCardFormProps {
  /** Replacing a card has its own toasts (docs/product/messages.md, Failure toasts). */
  mode: 'add' | 'update';
  isSandbox: boolean;
  /** Called with the saved card's last four digits. */
  onSaved?: (last4: string) => void;
  actions?: ReactNode;
}

/**
 * The debit card payouts are sent to, used by the collect dialog's setup step and by Payout
 * Settings. Messages of docs/product/validation.md, Card forms; 2 s before the call (docs/product/limits-and-timings.md, Delays).
 */
export function PayoutCardForm({ mode, isSandbox, onSaved, actions }: PayoutCardFormProps) {
  const queryClient = useQueryClient();
  const setup = useMutation(setupPayoutMethodMutationOptions(queryClient));
  return (
    <div className="stack">
      <p className="muted small">Payouts are sent to a debit card; credit cards cannot receive them.</p>
      {isSandbox && <SandboxCardHint purpose="payouts" />}
      <CardForm
        submitLabel={mode === 'add' ? 'Add Payout Method' : 'Update Payout Method'}
        missingTitle="Missing Information"
        missingDescription="Please fill in all required fields"
        pending={setup.isPending}
        actions={actions}
        onSubmit={(card) =>
          setup.mutate(toPayoutMethodRequest(card), {
            onSuccess: ({ onboardingUrl }) => {
              // Stripe Connect may need the affiliate to finish onboarding on Stripe's page (docs/product/screen-states.md, Payout collect dialog).
              if (onboardingUrl) return browserLocation.assign(onboardingUrl);
              const last4 = String(card.number ?? '').replace(/\D/g, '').slice(-4);
              toast({
                title: mode === 'add' ? 'Payout Method Added' : 'Payout Method Updated',
                description: last4 ? `Your payouts will be sent to the debit card ending ${last4}.` : 'Your payouts will be sent to this debit card.',
              });
              onSaved?.(last4);
            },
            onError: (error) =>
              mode === 'add'
                ? toast({ title: 'Setup Failed', description: errorMessage(error, 'Failed to set up payout method'), variant: 'destructive' })
                : toast({ title: 'Error', description: errorMessage(error, 'Failed to update payout method'), variant: 'destructive' }),
          })
        }
      />
      {setup.isError && (
        <p className="form-error" role="alert">
          {errorMessage(setup.error, mode === 'add' ? 'Failed to set up payout method' : 'Failed to update payout method')}
        </p>
      )}
    </div>
  );
}
