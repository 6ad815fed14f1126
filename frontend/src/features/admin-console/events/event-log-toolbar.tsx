import { useEffect, useState, type FormEvent } from 'react';
import { adminEventTypesQueryOptions, useAdminQuery } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ToolbarError } from '../shared/toolbar-error';
import { emptyFilters, filtersError, type EventFilters } from './event-filters';

interface ToolbarProps {
  filters: EventFilters;
  onApply: (filters: EventFilters) => void;
}

/**
 * Filters above the grid. Choices (type, dates) apply at once; typed text applies on Enter or on
 * leaving the field, so the grid is not reloaded on every keystroke.
 */
export function EventLogToolbar({ filters, onApply }: ToolbarProps) {
  const [draft, setDraft] = useState(filters);
  const types = useAdminQuery(adminEventTypesQueryOptions());
  const error = filtersError(draft);
  // A link (correlation id, Clear) changes the applied filters from outside: show them.
  useEffect(() => setDraft(filters), [filters]);

  function apply(next: EventFilters) {
    setDraft(next);
    if (!filtersError(next)) onApply(next);
  }
  const text = (name: 'stream' | 'actor' | 'correlationId') => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
    onBlur: () => apply(draft),
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    apply(draft);
  }

  const typeOptions = (types.data ?? []).map((t) => ({ value: t, label: t }));
  return (
    <form className="admin-toolbar" aria-label="Event filters" onSubmit={onSubmit}>
      <SelectField
        label="Type"
        placeholder="All types"
        options={typeOptions}
        value={draft.type}
        onChange={(e) => apply({ ...draft, type: e.target.value })}
      />
      <TextField label="Stream" placeholder="call-… or call-" {...text('stream')} />
      <TextField label="Actor" placeholder="User id, email or system" {...text('actor')} />
      <TextField label="Correlation id" {...text('correlationId')} />
      <TextField label="From" type="date" value={draft.from} onChange={(e) => apply({ ...draft, from: e.target.value })} />
      <TextField label="To" type="date" value={draft.to} onChange={(e) => apply({ ...draft, to: e.target.value })} />
      <div className="admin-toolbar-actions">
        <Button type="submit" className="btn-small" disabled={Boolean(error)}>
          Apply
        </Button>
        <Button variant="ghost" className="btn-small" onClick={() => apply(emptyFilters)}>
          Clear
        </Button>
      </div>
      <ToolbarError message={error} />
    </form>
  );
}
