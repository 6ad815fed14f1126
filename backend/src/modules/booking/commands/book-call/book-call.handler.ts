import { ConflictException, HttpException, Inject, Logger, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BookCallResponse } from '@leadledger/contracts/booking';
import { randomUUID } from 'node:crypto';
import { callDecider } from '../../../../domain/call/call.decide';
import { CalendarError } from '../../../../infrastructure/calendars/calendar.errors';
import { calendarEventIdFor } from '../../../../infrastructure/calendars/calendar.port';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { CalendarConnectors } from '../../../integrations/calendar-connectors';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { AFFILIATE_MISSING, Attribution } from '../../attribution';
import { BusyTimes } from '../../busy-times';
import { ClickLookup } from '../../click-lookup';
import { DuplicateCalls } from '../../duplicate-calls';
import { IdempotencyKeys, requestHash } from '../../idempotency-keys';
import { type PublicProgram, PublicPrograms } from '../../public-programs';
import { SlotClaims } from '../../slot-claims';
import { overlapsAny, slotProblem, slotProblemMessage, slotRange } from '../../slots/booking-slots';
import { BookCallCommand, type BookCallOutcome } from './book-call.command';

export const SLOT_TAKEN = 'That time was just taken';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different booking.';
export const KEY_IN_PROGRESS = 'A booking with this Idempotency-Key is still being processed. Please wait a moment and try again.';
export const CALENDAR_FAILED = "We could not add the call to the merchant's calendar, so nothing was booked. Please try again in a few minutes.";
const SCOPE = 'book-call';

/**
 * Booking page -> pending call (issue 4). Order matters so that no refusal leaves anything behind:
 * check everything, claim the slot (the one place concurrent customers meet), create the calendar
 * event with an id derived from the call id (a retry finds it), then append CallBooked. Any
 * failure after the claim releases it.
 */
@CommandHandler(BookCallCommand)
export class BookCallHandler implements ICommandHandler<BookCallCommand> {
  private readonly logger = new Logger('BookCall');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
    private readonly programs: PublicPrograms,
    private readonly attribution: Attribution,
    private readonly busy: BusyTimes,
    private readonly slots: SlotClaims,
    private readonly connectors: CalendarConnectors,
    private readonly duplicates: DuplicateCalls,
    private readonly keys: IdempotencyKeys,
    private readonly clicks: ClickLookup,
  ) {}

  async execute(command: BookCallCommand): Promise<BookCallOutcome> {
    const key = command.idempotencyKey;
    if (!key) return this.book(command);
    const claim = await this.keys.claim(SCOPE, key, requestHash(command.request));
    if (claim.kind === 'replay') return { status: claim.status, body: claim.body as BookCallResponse };
    if (claim.kind === 'mismatch') throw new UnprocessableEntityException(KEY_REUSED);
    if (claim.kind === 'in-progress') throw new ConflictException(KEY_IN_PROGRESS);
    try {
      const outcome = await this.book(command);
      await this.keys.complete(SCOPE, key, outcome.status, outcome.body);
      return outcome;
    } catch (error) {
      await this.keys.release(SCOPE, key);
      throw error;
    }
  }

  private async book({ request, context }: BookCallCommand): Promise<BookCallOutcome> {
    const program = await this.programs.requireBookable(request.referralCode);
    const now = context.now;
    const start = new Date(request.scheduledAt);
    const problem = Number.isNaN(start.getTime()) ? 'not-on-grid' : slotProblem(start, program.merchant.timeZone, now);
    if (problem) throw new UnprocessableEntityException(slotProblemMessage(problem, program.merchant.timeZone));
    const click = request.clickId ? await this.clicks.find(request.clickId) : null;
    const clickOfProgram = click && click.programId === program.id ? click : null;
    const member = await this.attribution.membershipFor(program.id, [request.aff, clickOfProgram?.membershipId]);
    if (!member) throw new UnprocessableEntityException(AFFILIATE_MISSING);
    const calendar = await this.busy.calendarOf(program.merchantId);

    const callId = randomUUID();
    if (!(await this.slots.claim(program.merchantId, start, callId))) throw new ConflictException(SLOT_TAKEN);
    try {
      const range = slotRange(start);
      if (overlapsAny(range, await this.busy.calendarBusy(calendar, range))) throw new ConflictException(SLOT_TAKEN);
      const meetingLink = await this.createEvent(program, calendar, callId, request, range);
      const countryCode = request.customerPhone ? (request.countryCode ?? '+1') : null;
      const { checkpoint } = await decideAndAppend(
        this.store,
        `call-${callId}`,
        callDecider,
        {
          type: 'BookCall',
          callId,
          programId: program.id,
          membershipId: member.membershipId,
          affiliateId: member.affiliateId,
          merchantId: program.merchantId,
          payoutCents: program.payoutCents,
          customerName: request.customerName,
          customerEmail: request.customerEmail,
          customerPhone: request.customerPhone ?? null,
          countryCode,
          customerCompany: request.customerCompany ?? null,
          scheduledAt: start.toISOString(),
          source: 'booking-page',
          externalRef: null,
          clickId: clickOfProgram?.clickId ?? null,
          duplicateOf: await this.duplicates.earlierCallOf(program.merchantId, request.customerEmail, countryCode, request.customerPhone ?? null, now),
          meetingLink,
          now: now.toISOString(),
        },
        context,
      );
      if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.calls]);
      return { status: 201, body: { callId, scheduledAt: start.toISOString(), meetingLink } };
    } catch (error) {
      await this.slots.release(program.merchantId, start, callId);
      throw error;
    }
  }

  private async createEvent(
    program: PublicProgram,
    calendar: Awaited<ReturnType<BusyTimes['calendarOf']>>,
    callId: string,
    request: BookCallCommand['request'],
    range: { start: Date; end: Date },
  ): Promise<string | null> {
    try {
      const tokens = await this.connectors.freshTokens(calendar);
      const created = await this.connectors.google.createEvent(tokens, {
        eventId: calendarEventIdFor(callId),
        summary: `${request.customerName} x ${program.merchant.companyName}`,
        description: [
          `Booked through LeadLedger (${program.name}).`,
          request.customerPhone ? `Phone: ${request.countryCode ?? '+1'} ${request.customerPhone}` : null,
          request.customerCompany ? `Company: ${request.customerCompany}` : null,
        ].filter(Boolean).join('\n'),
        start: range.start,
        end: range.end,
        attendeeEmail: request.customerEmail,
        timeZone: program.merchant.timeZone,
        calendarId: calendar.calendar_id ?? 'primary',
      });
      return created.meetingLink;
    } catch (error) {
      if (error instanceof HttpException) throw error;
      if (!(error instanceof CalendarError)) throw error;
      this.logger.warn(`calendar event for call ${callId} failed: ${error.name} ${error.detail}`);
      throw new ServiceUnavailableException(CALENDAR_FAILED);
    }
  }
}
