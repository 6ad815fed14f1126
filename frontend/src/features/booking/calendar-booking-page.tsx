import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bookCallMutationOptions, calendarWeekQueryOptions, merchantInfoQueryOptions, type BookingLink } from '../../api/booking';
import { LoadError } from '../../components/load-error';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api-client';
import { InvalidBookingLink } from './invalid-booking-link';
import { BookingForm } from './booking-form';
import { newIdempotencyKey, type BookingErrors, type BookingFields } from './booking-fields';
import { MerchantHeader } from './merchant-header';
import { SelectedSlot } from './selected-slot';
import { WeekGrid } from './week-grid';
import { WeekNav } from './week-nav';
import { useBookingClick } from './use-booking-click';
import { buildWeek, WEEKS_AHEAD, weekStartAt } from './week-slots';
import './booking.css';

export interface CalendarBookingPageProps {
  link: BookingLink;
  embed: boolean;
}

const LINK_INACTIVE = 'This referral link is no longer active. Please contact the business directly to book a call.';

/** The server's field names, mapped to the form's, for a 400/422 with per-field errors. */
const serverField: Record<string, keyof BookingFields> = {
  customerName: 'name',
  customerEmail: 'email',
  customerPhone: 'phone',
  countryCode: 'countryCode',
  customerCompany: 'company',
};

/** docs/product/screens-and-routes.md, Public booking page. */
export function CalendarBookingPage({ link, embed }: CalendarBookingPageProps) {
  const info = useQuery(merchantInfoQueryOptions(link));
  if (info.isPending) return <PageSpinner />;
  if (info.isError) {
    // 410: the link names an affiliate no longer in the program; refused before any time is picked.
    if (info.error instanceof ApiError && info.error.status === 410) {
      return <InvalidBookingLink title="Link No Longer Active" reason={info.error.serverMessage ?? LINK_INACTIVE} />;
    }
    if (info.error instanceof ApiError && info.error.status === 404) {
      return <InvalidBookingLink reason={info.error.serverMessage} />;
    }
    return (
      <div className="page container page-narrow">
        <LoadError what="this booking page" onRetry={() => void info.refetch()} />
      </div>
    );
  }
  if (info.data.isArchived) {
    return <InvalidBookingLink reason="This program has expired. Please contact the business for a new link." />;
  }
  if (info.data.isPaused) {
    return (
      <div className="page container page-narrow center-text">
        <h1 className="page-title">Bookings paused</h1>
        <p className="muted">
          {info.data.companyName} is not taking bookings through this link right now. Please try again later or contact {info.data.companyName} directly.
        </p>
      </div>
    );
  }
  return (
    <div className={`page container booking-page${embed ? ' booking-embed' : ''}`}>
      {embed ? <h1 className="visually-hidden">Book a call with {info.data.companyName}</h1> : <MerchantHeader info={info.data} />}
      <BookingScheduler link={link} timeZone={info.data.timeZone} embed={embed} />
    </div>
  );
}

function BookingScheduler({ link, timeZone: merchantZone, embed }: { link: BookingLink; timeZone: string; embed: boolean }) {
  // The click this visit recorded (with the link's UTMs): the booking carries it.
  const clickId = useBookingClick(link, useLocation().search);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [weekOffset, setWeekOffset] = useState(0);
  const [selected, setSelected] = useState<Date | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<BookingErrors>({});
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const weekStart = weekStartAt(merchantZone, weekOffset);
  const week = useQuery(calendarWeekQueryOptions(link, weekStart));
  const book = useMutation(bookCallMutationOptions(queryClient));
  // The calendar answers in the merchant's zone; it is the authority once it has answered.
  const timeZone = week.data?.timeZone ?? merchantZone;
  // Drawn only from the server's answer: its grid and its offered slots (week-slots.ts).
  // Built once per answer, not on every keystroke in the form: a week is some 160 zoned slots.
  const days = useMemo(() => (week.data ? buildWeek(weekStart, timeZone, week.data) : []), [weekStart, timeZone, week.data]);

  async function submit(fields: BookingFields) {
    if (!selected) {
      toast({ title: 'Choose a time', description: 'Please pick an available time slot first.', variant: 'destructive' });
      return;
    }
    const booking = {
      scheduledAt: selected.toISOString(),
      customerName: fields.name.trim(),
      customerEmail: fields.email.trim(),
      customerPhone: fields.phone.trim() || undefined,
      customerCompany: fields.company.trim() || undefined,
      countryCode: fields.countryCode,
    };
    // Same details sent again (say after a dropped connection) reuse the key, so one booking results.
    const signature = JSON.stringify(booking);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    setServerErrors({});
    try {
      const result = await book.mutateAsync({ link: { ...link, clickId }, booking, idempotencyKey: attempt.current.key });
      const query: Record<string, string> = { name: booking.customerName, email: booking.customerEmail, scheduledAt: result.scheduledAt };
      if (result.meetingLink) query.meetingLink = result.meetingLink;
      if (embed) query.embed = 'true';
      await navigate(paths.bookingSuccess.href(query));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone else took the slot between loading the week and submitting: show the week as it is now.
        setSelected(null);
        setConflict(error.serverMessage ?? 'That time was just taken');
        void week.refetch();
      } else if (error instanceof ApiError && [400, 422].includes(error.status)) {
        const mapped: BookingErrors = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (serverField[field]) mapped[serverField[field]] = message;
        }
        setServerErrors(mapped);
      }
      toast({ title: 'Booking Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  // The first week is drawn whole or not at all: a grid growing under the visitor's eyes pushed the
  // details form down a phone's screen, a layout shift of 0.49 (docs/operations/benchmarks.md, Public pages).
  if (weekOffset === 0 && week.isPending) {
    return (
      <div className="week-loading">
        <Spinner label="Loading available times" />
      </div>
    );
  }

  return (
    <div className="booking-layout">
      <section className="card booking-calendar" aria-labelledby="pick-time-heading">
        <h2 id="pick-time-heading" className="card-title">
          Pick a time
        </h2>
        <WeekNav
          weekStart={weekStart}
          timeZone={timeZone}
          canGoBack={weekOffset > 0}
          canGoForward={weekOffset < WEEKS_AHEAD}
          onMove={(by) => {
            setWeekOffset((o) => o + by);
            setSelected(null);
          }}
        />
        {conflict && (
          <div className="alert alert-warning" role="alert">
            {conflict.replace(/\.$/, '')}. Please pick another slot.
          </div>
        )}
        {week.isError ? (
          <LoadError what="the available times" onRetry={() => void week.refetch()} />
        ) : (
          <div className="week-wrap" aria-busy={week.isFetching || undefined}>
            {week.isPending && (
              <div className="week-loading">
                <Spinner label="Loading available times" />
              </div>
            )}
            <WeekGrid
              days={days}
              selected={selected}
              onSelect={(slot) => {
                setSelected(slot.start);
                setConflict(null);
              }}
            />
          </div>
        )}
      </section>
      <section className="card booking-details" aria-labelledby="details-heading">
        <h2 id="details-heading" className="card-title">
          Your details
        </h2>
        <SelectedSlot selected={selected} timeZone={timeZone} />
        <BookingForm pending={book.isPending} serverErrors={serverErrors} onSubmit={(fields) => void submit(fields)} />
      </section>
    </div>
  );
}
