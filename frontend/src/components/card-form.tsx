import { useState, type FormEvent, type ReactNode } from 'react';
import {
  cardProblem,
  emptyCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isCardComplete,
  type CardInput,
} from '../lib/card-format';
import { Button } from './ui/button';
import { TextField } from './ui/text-field';
import { toast } from './ui/use-toast';

export interface CardFormProps {
  submitLabel: string;
  pending: boolean;
  /** docs/product/validation.md, Card forms: the dialog says "Incomplete Information", the Billing page "Missing Information". */
  missingTitle: string;
  /** Payout settings say "Please fill in all required fields" (docs/product/validation.md, Card forms). */
  missingDescription?: string;
  onSubmit: (card: CardInput) => void;
  /** Extra buttons beside submit, e.g. Cancel. */
  actions?: ReactNode;
}

/** Card number, expiry and CVC with the formatting of docs/product/validation.md, Card input formatting, as the person types. */
export function CardForm({
  submitLabel,
  pending,
  missingTitle,
  missingDescription = 'Please fill in all payment method fields.',
  onSubmit,
  actions,
}: CardFormProps) {
  const [card, setCard] = useState<CardInput>(emptyCard);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCardComplete(card)) {
      toast({ title: missingTitle, description: missingDescription, variant: 'destructive' });
      // Also inline: inside a modal dialog the toast sits behind the backdrop.
      setProblem(missingDescription);
      return;
    }
    const found = cardProblem(card);
    setProblem(found);
    if (!found) onSubmit(card);
  }

  const set = (field: keyof CardInput, format: (v: string) => string) => (value: string) => {
    setProblem(null);
    setCard((c) => ({ ...c, [field]: format(value) }));
  };

  return (
    <form className="stack card-form" onSubmit={submit} noValidate aria-label="Payment card">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        value={card.number}
        onChange={(e) => set('number', formatCardNumber)(e.target.value)}
        disabled={pending}
      />
      <div className="card-form-row">
        <TextField
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={card.expiry}
          onChange={(e) => set('expiry', formatExpiry)(e.target.value)}
          disabled={pending}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          onChange={(e) => set('cvc', formatCvc)(e.target.value)}
          disabled={pending}
        />
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="dialog-actions">
        {actions}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
