import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** docs/product/messages.md, Other messages: "Calendly meeting types cannot load", with a way to reconnect. */
export function CalendlyExpiredWarning() {
  return (
    <div className="alert alert-warning" role="alert">
      <strong>Calendly meeting types cannot load.</strong> Your Calendly connection may have expired.{' '}
      <Link to={paths.integrations.href()} className="link">
        Reconnect Calendly in Integrations
      </Link>
      .
    </div>
  );
}
