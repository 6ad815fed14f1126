import type { UseQueryResult } from '@tanstack/react-query';
import type { CalendlyEventTypesResponse } from '@leadledger/contracts/integration';
import { CalendlyExpiredWarning } from '../../components/calendly-expired-warning';
import { SelectField } from '../../components/ui/select-field';

export interface MeetingTypeSelectProps {
  eventTypes: UseQueryResult<CalendlyEventTypesResponse, unknown>;
  value: string;
  onChange: (uri: string) => void;
}

/** The Calendly meeting type a program's tracking link leads to. */
export function MeetingTypeSelect({ eventTypes, value, onChange }: MeetingTypeSelectProps) {
  if (eventTypes.isError) return <CalendlyExpiredWarning />;
  const types = eventTypes.data?.collection ?? [];
  return (
    <SelectField
      label="Calendly meeting type"
      name="calendlyEventType"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={eventTypes.isPending}
      placeholder={eventTypes.isPending ? 'Loading meeting types…' : 'Select a meeting type'}
      options={types.map((type) => ({ value: type.uri, label: type.name }))}
      hint={!eventTypes.isPending && types.length === 0 ? 'No meeting types found in your Calendly account.' : undefined}
    />
  );
}
