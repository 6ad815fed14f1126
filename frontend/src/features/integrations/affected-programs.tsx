import { useQuery } from '@tanstack/react-query';
import { affectedProgramsQueryOptions } from '../../api/integrations';
import { Spinner } from '../../components/ui/spinner';

/**
 * In the disconnect confirmation: the programs that book through this calendar, which the
 * disconnection pauses until a calendar is connected again.
 */
export function AffectedPrograms({ integrationId, calendarName, open }: { integrationId: string; calendarName: string; open: boolean }) {
  const affected = useQuery(affectedProgramsQueryOptions(integrationId, open));
  if (affected.isPending) return <Spinner label="Checking which programs use this calendar" />;
  if (affected.isError) return <p className="small text-danger">Could not check which programs use {calendarName}. Disconnecting pauses every program that books through it.</p>;
  if (affected.data.length === 0) return <p className="small">No programs book through {calendarName}: nothing is paused.</p>;
  return (
    <div className="affected-programs">
      <p className="small">
        These programs book through {calendarName}. They pause now: their links show customers that bookings are paused, and they resume when you connect{' '}
        {calendarName} again.
      </p>
      <ul className="small" aria-label="Programs that will pause">
        {affected.data.map((p) => (
          <li key={p.id}>
            <strong>{p.name}</strong>
            {p.status === 'paused' ? ' (already paused)' : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
