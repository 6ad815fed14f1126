import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import {
  canSubmit,
  COUNTRY_CODES,
  emptyBookingFields,
  validateBooking,
  type BookingErrors,
  type BookingFields,
} from './booking-fields';

export interface BookingFormProps {
  pending: boolean;
  /** Errors the server gave per field (a 422), shown like the client's own. */
  serverErrors: BookingErrors;
  onSubmit: (fields: BookingFields) => void;
}

const countryOptions = COUNTRY_CODES.map((code) => ({ value: code, label: code }));

export function BookingForm({ pending, serverErrors, onSubmit }: BookingFormProps) {
  const [fields, setFields] = useState<BookingFields>(emptyBookingFields);
  const [errors, setErrors] = useState<BookingErrors>({});
  const shown = { ...serverErrors, ...errors };

  const set = (field: keyof BookingFields) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateBooking(fields);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(fields);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Your details">
      <TextField label="Full name" autoComplete="name" value={fields.name} onChange={(e) => set('name')(e.target.value)} error={shown.name} required />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={(e) => set('email')(e.target.value)}
        error={shown.email}
        required
      />
      <div className="phone-row">
        <SelectField label="Country code" options={countryOptions} value={fields.countryCode} onChange={(e) => set('countryCode')(e.target.value)} />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={fields.phone}
          onChange={(e) => set('phone')(e.target.value)}
          error={shown.phone}
        />
      </div>
      <TextField label="Company (optional)" autoComplete="organization" value={fields.company} onChange={(e) => set('company')(e.target.value)} />
      <Button type="submit" className="btn-block" disabled={!canSubmit(fields)} loading={pending}>
        Book Call
      </Button>
    </form>
  );
}
