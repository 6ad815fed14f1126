import type { TimelineKind } from '@leadledger/contracts/admin';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { AccountStatusPanel } from '../accounts/account-status-panel';
import { TimelineView } from './timeline-view';

const kinds: TimelineKind[] = ['call', 'merchant', 'affiliate', 'program'];
const isKind = (value: string | undefined): value is TimelineKind => kinds.includes(value as TimelineKind);

/** `/admin/timelines` picks a subject; `/admin/timelines/:kind/:id` (linked from the log) shows it. */
export default function TimelinesPage() {
  const params = useParams();
  const navigate = useNavigate();
  const current = isKind(params.kind) && params.id ? { kind: params.kind, id: params.id } : null;
  const [kind, setKind] = useState<TimelineKind>(current?.kind ?? 'call');
  const [id, setId] = useState(current?.id ?? '');
  // Following a link to another subject shows that subject in the picker too.
  useEffect(() => {
    if (isKind(params.kind) && params.id) {
      setKind(params.kind);
      setId(params.id);
    }
  }, [params.kind, params.id]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const trimmed = id.trim();
    // A pasted stream id (`call-123`) is accepted as well as the bare id.
    const bare = trimmed.startsWith(`${kind}-`) ? trimmed.slice(kind.length + 1) : trimmed;
    if (bare) void navigate(paths.adminTimeline.href(kind, bare));
  }

  return (
    <div className="stack">
      <form className="admin-toolbar" aria-label="Timeline subject" onSubmit={onSubmit}>
        <SelectField
          label="Kind"
          options={kinds.map((k) => ({ value: k, label: k }))}
          value={kind}
          onChange={(e) => setKind(e.target.value as TimelineKind)}
        />
        <TextField label="Id" value={id} onChange={(e) => setId(e.target.value)} placeholder="Paste an id" />
        <div className="admin-toolbar-actions">
          <Button type="submit" className="btn-small" disabled={!id.trim()}>
            Show timeline
          </Button>
        </div>
      </form>
      {current ? (
        <>
          {(current.kind === 'merchant' || current.kind === 'affiliate') && <AccountStatusPanel key={current.id} kind={current.kind} userId={current.id} />}
          <TimelineView key={`${current.kind}/${current.id}`} kind={current.kind} id={current.id} />
        </>
      ) : (
        <p className="muted">Pick a kind and paste an id to see its events, the state after each, and the money they moved.</p>
      )}
    </div>
  );
}
