import { BookingSuccessPage } from '../../features/booking/booking-success-page';

export default function BookingSuccessRoute() {
  return <BookingSuccessPage />;
}
