import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarEventsResponse } from '@leadledger/contracts/booking';
import { reply, type FetchCall } from '../../test/fetch-mock';
import { makeMerchantInfo } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// Tuesday 12 August 2025, 10:10 in New York: Tuesday 9:00 is past, the week starts Sunday the 10th.
const NOW = new Date('2025-08-12T14:10:00Z');
const TUE_11 = '2025-08-12T15:00:00.000Z';
const WED_9 = '2025-08-13T13:00:00.000Z';
const THU_10 = '2025-08-14T14:00:00.000Z';

beforeEach(() => {
  // Only the clock is fixed; real timers keep user-event and React Query running.
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'],
  });
});
afterEach(() => jest.useRealTimers());

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

function week(availableSlots: string[]): CalendarEventsResponse {
  return { timeZone: 'America/New_York', busy: [{ start: WED_9, end: '2025-08-13T14:00:00.000Z' }], availableSlots, slotGrid: { firstStartMinutes: 360, lastStartMinutes: 1020, slotMinutes: 30 } };
}

function openBooking(path = '/calendar-booking?ref=R1&aff=mem-1', routes: NonNullable<Parameters<typeof renderApp>[1]>['routes'] = {}) {
  return renderApp(path, {
    routes: {
      'POST /api/merchant-info': reply(200, makeMerchantInfo()),
      'POST /api/calendar-events': reply(200, week([TUE_11, THU_10])),
      ...routes,
    },
  });
}

const slot = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

async function fillDetails(user: ReturnType<typeof userEvent.setup>, { name = 'Sam Carter', email = 'sam@example.com', phone = '' } = {}) {
  if (name) await user.type(screen.getByLabelText('Full name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (phone) await user.type(screen.getByLabelText('Phone (optional)'), phone);
}

describe('Public booking page', () => {
  it('says "Invalid Booking Link" without ref', async () => {
    renderApp('/calendar-booking');
    expect(await screen.findByRole('heading', { name: 'Invalid Booking Link' })).toBeInTheDocument();
  });

  it('says "Invalid Booking Link" for a code the server does not know', async () => {
    openBooking('/calendar-booking?ref=NOPE', { 'POST /api/merchant-info': reply(404, { message: 'This booking link is not valid.' }) });
    expect(await screen.findByRole('heading', { name: 'Invalid Booking Link' })).toBeInTheDocument();
    expect(screen.getByText('This booking link is not valid.')).toBeInTheDocument();
  });

  it("refuses a removed affiliate's link before any time is shown, and records no click", async () => {
    const message = 'This referral link is no longer active. Please contact the business directly to book a call.';
    const { callsTo } = openBooking('/calendar-booking?ref=R1&aff=mem-gone&utm_source=newsletter', { 'POST /api/merchant-info': reply(410, { message }) });
    expect(await screen.findByRole('heading', { name: 'Link No Longer Active' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(callsTo('POST', '/api/merchant-info')[0].body).toEqual({ referralCode: 'R1', aff: 'mem-gone' });
    expect(callsTo('POST', '/api/calendar-events')).toHaveLength(0);
    expect(callsTo('GET', '/api/track-with-loading/R1?aff=mem-gone&utm_source=newsletter')).toHaveLength(0);
  });

  it('shows a paused program as paused, with no slots to pick', async () => {
    const { callsTo } = openBooking(undefined, { 'POST /api/merchant-info': reply(200, makeMerchantInfo({ isPaused: true })) });
    expect(await screen.findByRole('heading', { name: 'Bookings paused' })).toBeInTheDocument();
    expect(screen.getByText(/is not taking bookings through this link right now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /available$/ })).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/calendar-events')).toHaveLength(0);
  });

  it('shows the merchant, the zone and the week from Sunday, passing the affiliate on', async () => {
    const { callsTo } = openBooking();
    expect(await screen.findByRole('heading', { name: 'Book a call with Reyes Coaching' })).toBeInTheDocument();
    // The week and its zone appear together, once the first week has loaded (no layout shift).
    expect(await screen.findByText('Times in America/New York')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sunday, August 10' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/merchant-info')[0].body).toEqual({ referralCode: 'R1', aff: 'mem-1' });
    expect(callsTo('POST', '/api/calendar-events')[0].body).toEqual({ referralCode: 'R1', aff: 'mem-1', weekStart: '2025-08-10' });
  });

  it('sends no affiliate field when the link has no aff, and hides the header when embedded', async () => {
    const { callsTo } = openBooking('/calendar-booking?ref=R1&embed=true');
    await screen.findByRole('heading', { name: 'Pick a time' });
    expect(screen.queryByText('Pick a free 30-minute slot, then tell us how to reach you.')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/calendar-events')).toHaveLength(1));
    expect(callsTo('POST', '/api/calendar-events')[0].body).toEqual({ referralCode: 'R1', weekStart: '2025-08-10' });
  });

  it('labels every slot with its day, time and state', async () => {
    openBooking();
    await screen.findByRole('button', { name: /Tuesday, August 12 at 11:00 AM, available/ });
    expect(slot('Tuesday, August 12 at 11:00 AM, available')).toBeEnabled();
    expect(slot('Tuesday, August 12 at 9:00 AM, in the past')).toBeDisabled();
    expect(slot('Wednesday, August 13 at 9:00 AM, taken')).toBeDisabled();
    expect(slot('Thursday, August 14 at 5:00 PM, taken')).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Saturday, August 16' })).getByText('Closed on weekends')).toBeInTheDocument();
    // 06:00 to 17:00 starts in half hours (the day closes at 17:30): 23 slots on a weekday, as the server offers.
    expect(within(screen.getByRole('region', { name: 'Monday, August 11' })).getAllByRole('button')).toHaveLength(23);
  });

  it('draws the rows the server books on: the last call starts at 5:00 PM, no 5:30 PM row', async () => {
    openBooking();
    await screen.findByRole('button', { name: /^Thu.*10:00 AM, available$/ });
    expect(screen.getAllByRole('button', { name: /5:00 PM/ }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /5:30 PM/ })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /6:00 AM/ }).length).toBeGreaterThan(0);
  });

  it('blocks past weeks and allows the next four', async () => {
    const user = userEvent.setup();
    const { callsTo } = openBooking();
    const previous = await screen.findByRole('button', { name: 'Previous week' });
    expect(previous).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Next week' });
    for (let i = 0; i < 4; i += 1) await user.click(next);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await waitFor(() => expect(callsTo('POST', '/api/calendar-events').map((c) => (c.body as { weekStart: string }).weekStart)).toContain('2025-09-07'));
  });

  it('offers the country codes of docs/product/validation.md, +1 first', async () => {
    openBooking();
    const select = await screen.findByLabelText('Country code');
    expect(select).toHaveValue('+1');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '+1', '+44', '+33', '+49', '+39', '+34', '+31', '+41', '+46', '+47', '+45', '+358', '+61', '+64', '+81', '+82', '+86', '+91', '+55', '+52',
    ]);
  });

  it('keeps Book Call disabled until name and email are filled, then checks them', async () => {
    const user = userEvent.setup();
    const { callsTo } = openBooking();
    const submit = await screen.findByRole('button', { name: 'Book Call' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Full name'), 'Sam');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(submit).toBeEnabled();
    await user.type(screen.getByLabelText('Phone (optional)'), '555 123');
    await user.click(submit);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number (10-15 digits)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), '   ');
    await user.click(submit);
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(callsTo('POST', '/api/book-call')).toHaveLength(0);
  });

  it('books the selected slot with an idempotency key and shows the confirmation', async () => {
    const user = userEvent.setup();
    const { router, callsTo } = openBooking('/calendar-booking?ref=R1&aff=mem-1&click=click-7', {
      'POST /api/book-call': reply(201, { callId: 'call-9', scheduledAt: TUE_11, meetingLink: 'https://meet.example.com/xyz' }),
    });
    await user.click(await screen.findByRole('button', { name: /Tuesday, August 12 at 11:00 AM, available/ }));
    expect(slot('Tuesday, August 12 at 11:00 AM, selected')).toHaveAttribute('aria-pressed', 'true');
    await fillDetails(user, { phone: '(555) 123-4567' });
    await user.selectOptions(screen.getByLabelText('Country code'), '+44');
    await user.type(screen.getByLabelText('Company (optional)'), 'Carter Roofing');
    await user.click(screen.getByRole('button', { name: 'Book Call' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-success'));
    const [call] = callsTo('POST', '/api/book-call');
    expect(call.body).toEqual({
      referralCode: 'R1',
      aff: 'mem-1',
      clickId: 'click-7',
      scheduledAt: TUE_11,
      customerName: 'Sam Carter',
      customerEmail: 'sam@example.com',
      customerPhone: '(555) 123-4567',
      customerCompany: 'Carter Roofing',
      countryCode: '+44',
    });
    expect((call.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ name: 'Sam Carter', email: 'sam@example.com', scheduledAt: TUE_11, meetingLink: 'https://meet.example.com/xyz' });
    expect(await screen.findByRole('heading', { name: 'Your call is booked, Sam Carter!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://meet.example.com/xyz' })).toHaveAttribute('href', 'https://meet.example.com/xyz');
  });

  it('records one click with the link\'s UTMs per visit and books with its id', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const track = '/api/track-with-loading/R1?aff=mem-1&utm_source=newsletter&utm_campaign=fall';
    const { callsTo, unmount } = openBooking('/calendar-booking?ref=R1&aff=mem-1&utm_source=newsletter&utm_campaign=fall&embed=true', {
      [`GET ${track}`]: reply(200, { redirectUrl: '/calendar-booking?ref=R1&aff=mem-1&click=click-42', clickId: 'click-42' }),
      'POST /api/book-call': reply(201, { callId: 'call-9', scheduledAt: TUE_11, meetingLink: null }),
    });
    await user.click(await screen.findByRole('button', { name: /Tuesday, August 12 at 11:00 AM, available/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await waitFor(() => expect(callsTo('POST', '/api/book-call')).toHaveLength(1));
    expect(callsTo('POST', '/api/book-call')[0].body).toMatchObject({ referralCode: 'R1', aff: 'mem-1', clickId: 'click-42' });
    expect(callsTo('GET', track)).toHaveLength(1);
    unmount();
    // The same link opened again in this tab (a refresh): the click is not recorded twice.
    const again = openBooking('/calendar-booking?ref=R1&aff=mem-1&utm_source=newsletter&utm_campaign=fall', {});
    await screen.findByRole('button', { name: /Tuesday, August 12 at 11:00 AM, available/ });
    expect(again.callsTo('GET', track)).toHaveLength(0);
  });

  it('records nothing for a link that came through a tracking click, and books with that click', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const { callsTo, calls } = openBooking('/calendar-booking?ref=R1&aff=mem-1&click=click-7', {
      'POST /api/book-call': reply(201, { callId: 'call-7', scheduledAt: TUE_11, meetingLink: null }),
    });
    await user.click(await screen.findByRole('button', { name: /Tuesday, August 12 at 11:00 AM, available/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await waitFor(() => expect(callsTo('POST', '/api/book-call')).toHaveLength(1));
    expect(callsTo('POST', '/api/book-call')[0].body).toMatchObject({ referralCode: 'R1', aff: 'mem-1', clickId: 'click-7' });
    expect(calls.filter((c) => c.path.startsWith('/api/track-with-loading'))).toHaveLength(0);
  });

  it('refreshes the week when the slot was just taken, and reuses the key only for the same attempt', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { callsTo } = openBooking('/calendar-booking?ref=R1', {
      'POST /api/calendar-events': () => reply(200, week(answers++ === 0 ? [TUE_11, THU_10] : [THU_10])),
      'POST /api/book-call': (call: FetchCall) =>
        (call.body as { scheduledAt: string }).scheduledAt === TUE_11
          ? reply(409, { message: 'That time was just taken' })
          : reply(500, { message: 'Calendar is unavailable' }),
    });
    await user.click(await screen.findByRole('button', { name: /Tuesday, August 12 at 11:00 AM, available/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book Call' }));

    expect(await within(await toastRegion()).findByText('That time was just taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That time was just taken. Please pick another slot.');
    expect(await screen.findByRole('button', { name: /Tuesday, August 12 at 11:00 AM, taken/ })).toBeDisabled();
    expect(screen.getByText('No time selected yet. Pick an available slot.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/calendar-events').length).toBeGreaterThanOrEqual(2);

    // A new slot is a new attempt with a new key; sending the same attempt again reuses it.
    await user.click(screen.getByRole('button', { name: /Thursday, August 14 at 10:00 AM, available/ }));
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await within(await toastRegion()).findByText('Calendar is unavailable');
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await waitFor(() => expect(callsTo('POST', '/api/book-call')).toHaveLength(3));
    const keys = callsTo('POST', '/api/book-call').map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });
});
