import { useQuery } from '@tanstack/react-query';
import { calendlyEventTypesQueryOptions } from '../../api/integrations';
import { CalendlyExpiredWarning } from '../../components/calendly-expired-warning';
import { Spinner } from '../../components/ui/spinner';

/** The meeting types a Calendly program can point its tracking link at. */
export function CalendlyMeetingTypes() {
  const types = useQuery(calendlyEventTypesQueryOptions(true));
  if (types.isPending) return <Spinner size="small" />;
  if (types.isError) return <CalendlyExpiredWarning />;
  const collection = types.data.collection;
  return (
    <div>
      <h3 className="subheading">Meeting types ({collection.length})</h3>
      {collection.length === 0 ? (
        <p className="muted small">No meeting types yet. Create one in Calendly, then refresh this page.</p>
      ) : (
        <ul className="plain-list">
          {collection.map((type) => (
            <li key={type.uri}>{type.name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
