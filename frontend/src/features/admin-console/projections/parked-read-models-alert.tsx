import { Link } from 'react-router-dom';
import { readModelsQueryOptions, useAdminQuery } from '../../../api/admin';
import { paths } from '../../../config/paths';

/**
 * On the console's first screen: any read model parked on an event, with the event and the error,
 * so an admin learns that some figures have stopped moving without having to open Read models
 * (docs/architecture/projections.md). Nothing is shown while all run, or while the list loads.
 */
export function ParkedReadModelsAlert() {
  const statuses = useAdminQuery(readModelsQueryOptions());
  const parked = (statuses.data ?? []).filter((s) => s.parked);
  if (parked.length === 0) return null;
  return (
    <div className="alert alert-destructive" role="alert">
      <strong>
        {parked.length === 1 ? '1 read model is parked' : `${parked.length} read models are parked`}: the figures it serves stop at the event it failed on.
      </strong>
      <ul className="plain-list">
        {parked.map((s) => (
          <li key={s.name}>
            {s.name} on {s.parked!.eventType}: <span className="read-model-error">{s.parked!.error}</span>
          </li>
        ))}
      </ul>
      <Link to={paths.adminProjections.href()}>Open Read models to resume it</Link>
    </div>
  );
}
