import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** docs/product/messages.md, Other messages: an amber note pointing to Integrations. */
export function NoIntegrationNote() {
  return (
    <div className="alert alert-warning" role="note">
      No calendar is connected yet. Connect Google Calendar or Calendly in{' '}
      <Link to={paths.integrations.href()} className="link">
        Integrations
      </Link>{' '}
      before creating a program.
    </div>
  );
}
