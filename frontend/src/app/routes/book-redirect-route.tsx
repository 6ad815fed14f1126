import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';

/** `/book/{merchantId}` always goes to the booking page, keeping `ref` (SPEC.md section 2). */
export default function BookRedirectRoute() {
  const [searchParams] = useSearchParams();
  return <Navigate to={paths.calendarBooking.href(searchParams.get('ref'))} replace />;
}
