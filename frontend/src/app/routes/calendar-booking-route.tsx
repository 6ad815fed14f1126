import { useSearchParams } from 'react-router-dom';
import { CalendarBookingPage } from '../../features/booking/calendar-booking-page';
import { InvalidBookingLink } from '../../features/booking/invalid-booking-link';

/** `/calendar-booking?ref=…&aff=…&click=…&embed=true` (docs/product/screens-and-routes.md, Public booking page). */
export default function CalendarBookingRoute() {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref')?.trim();
  if (!referralCode) return <InvalidBookingLink />;
  const link = {
    referralCode,
    affiliateId: searchParams.get('aff')?.trim() || null,
    clickId: searchParams.get('click')?.trim() || null,
  };
  return <CalendarBookingPage key={`${link.referralCode}:${link.affiliateId}:${link.clickId}`} link={link} embed={searchParams.get('embed') === 'true'} />;
}
