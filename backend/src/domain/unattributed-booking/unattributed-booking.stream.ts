/** One stream per unattributed booking, keyed by a digest of its Calendly invitee; the only place this name is spelled. */
export const unattributedBookingStream = (bookingId: string): string => `unattributed-booking-${bookingId}`;
