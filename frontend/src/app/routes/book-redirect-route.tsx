import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * `/book/{merchantId}` always goes to the booking page. The whole query string goes along, not only
 * `ref`: the affiliate's `aff`, a tracking `click` and the `utm_*` parameters are what the booking
 * page records its click with, so dropping them here would book the call without them.
 */
export default function BookRedirectRoute() {
  const { search } = useLocation();
  return <Navigate to={`${paths.calendarBooking.path}${search}`} replace />;
}
