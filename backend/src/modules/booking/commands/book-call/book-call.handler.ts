import { ConflictException, HttpException, Inject, Logger, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BookCall } from '../../../../domain/call/call.commands';
import { callDecider } from '../../../../domain/call/call.decide';
import type { CallBooked } from '../../../../domain/call/call.events';
import { callStream } from '../../../../domain/call/call.stream';
import { accountStatusStream } from '../../../../domain/account-status/account-status.stream';
import { membershipStream } from '../../../../domain/membership/membership.stream';
import { autoRejectRule } from '../../../../domain/program/program-lead-rules';
import { loadProgram, programStream } from '../../../../domain/program/program.stream';
import { CalendarError } from '../../../../infrastructure/calendars/calendar.errors';
import { calendarEventIdFor } from '../../../../infrastructure/calendars/calendar.port';
import { EVENT_STORE, type EventStore, type LogPosition } from '../../../../infrastructure/event-store/event-store.port';
import { noteStaleReadModels } from '../../../../infrastructure/http/read-model-freshness';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { CalendarConnectors } from '../../../integrations/calendar-connectors';
import { type CommandContext, decideAndAppend, decideAndAppendNew } from '../../../shared/event-sourced-command';
import { IdempotentRequests } from '../../../shared/idempotency/idempotent-requests';
import { prefetchStreams } from '../../../shared/prefetched-streams';
import { AFFILIATE_MISSING, Attribution, isUuid, LINK_INACTIVE } from '../../attribution';
import { BusyTimes } from '../../busy-times';
import { ClickLookup } from '../../click-lookup';
import { LeadAssessment } from '../../lead-assessment';
import { PROGRAM_EXPIRED, PROGRAM_PAUSED, type PublicProgram, PublicPrograms } from '../../public-programs';
import { SlotClaims } from '../../slot-claims';
import { overlapsAny, slotProblem, slotProblemMessage, slotRange } from '../../slots/booking-slots';
import { BookCallCommand, type BookCallOutcome } from './book-call.command';

export const SLOT_TAKEN = 'That time was just taken';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different booking.';
export const CALENDAR_FAILED = "We could not add the call to the merchant's calendar, so nothing was booked. Please try again in a few minutes.";
const SCOPE = 'book-call';

/**
 * Booking page -> pending call (issue 4). Order matters so that no refusal leaves anything behind:
 * check everything, claim the slot (the one place concurrent customers meet), create the calendar
 * event with an id derived from the call id (a repeat finds it), then append CallBooked. The slot
 * is let go only when the call was not saved; once CallBooked exists nothing frees it.
 *
 * With an Idempotency-Key the call id is derived from the key (docs/architecture/invariants.md), so
 * a repeat, whether after a lost answer, a crash, or while the first is still running, does the
 * same work on the same call: its slot claim counts as held, its calendar event is found again,
 * and a call stream that already holds CallBooked is answered with that booking.
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
    private readonly requests: IdempotentRequests,
    private readonly clicks: ClickLookup,
    private readonly leads: LeadAssessment,
  ) {}

  execute(command: BookCallCommand): Promise<BookCallOutcome> {
    return this.requests.execute<BookCallOutcome>({
      scope: SCOPE,
      key: command.idempotencyKey,
      // A public request has no account: the link (its case-insensitive referral code) is the caller.
      caller: command.request.referralCode.toLowerCase(),
      body: command.request,
      keyReusedMessage: KEY_REUSED,
      run: (callId) => this.book(command, callId),
    });
  }

  private async book({ request, idempotencyKey, context, client }: BookCallCommand, callId: string): Promise<BookCallOutcome> {
    // Only a keyed call id can have been used before: a random one is new.
    const earlier = idempotencyKey ? await this.bookedAnswer(callId) : null;
    if (earlier) return earlier;
    const { program, googleCalendar } = await this.programs.requireBookableWithCalendar(request.referralCode);
    const click = request.clickId ? await this.clicks.find(request.clickId) : null;
    const clickOfProgram = click && click.programId === program.id ? click : null;
    // The link's affiliate, or the click's when the link names none (docs/architecture/invariants.md).
    const named = request.aff ?? clickOfProgram?.membershipId;
    // The program's, its merchant's and the named membership's streams, in one round trip.
    const streams = await prefetchStreams(this.store, [programStream(program.id), accountStatusStream(program.merchantId), ...(isUuid(named) ? [membershipStream(named)] : [])]);
    // The list found the program; whether it still takes bookings, and at which commission, is its
    // stream's answer (docs/architecture/invariants.md): a commission changed a moment ago applies.
    const current = await loadProgram(streams, program.id);
    if (current.status === 'paused') throw new ConflictException(PROGRAM_PAUSED);
    if (current.status !== 'active') throw new ConflictException(PROGRAM_EXPIRED);
    if (await this.attribution.merchantSuspended(program.merchantId, streams)) throw new ConflictException(LINK_INACTIVE);
    const now = context.now;
    const start = new Date(request.scheduledAt);
    const problem = Number.isNaN(start.getTime()) ? 'not-on-grid' : slotProblem(start, program.merchant.timeZone, now);
    if (problem) throw new UnprocessableEntityException(slotProblemMessage(problem, program.merchant.timeZone));
    const { inactive, member } = await this.attribution.attribute(program.id, named, [request.aff, clickOfProgram?.membershipId], streams);
    if (inactive) throw new ConflictException(LINK_INACTIVE);
    if (!member) throw new UnprocessableEntityException(AFFILIATE_MISSING);
    const calendar = this.busy.requireCalendar(googleCalendar);

    const claim = await this.slots.claim(program.merchantId, start, callId);
    if (!claim) throw new ConflictException(SLOT_TAKEN);
    let saved: { outcome: BookCallOutcome; checkpoint: LogPosition | null };
    try {
      const range = slotRange(start);
      // A repeat that finds the slot already held by this call skips free/busy: the calendar would
      // now show this booking's own event, created by the first run, and refuse the booking it is
      // completing. The first run checked it when it claimed the slot.
      if (claim === 'claimed' && overlapsAny(range, await this.busy.calendarBusy(calendar, range))) throw new ConflictException(SLOT_TAKEN);
      const meetingLink = await this.createEvent(program, calendar, callId, request, range);
      const countryCode = request.customerPhone ? (request.countryCode ?? '+1') : null;
      // Lead quality (docs/product/lead-quality.md) and the duplicate check, in one statement.
      const { duplicateOf, quality } = await this.leads.assess({
        callId, merchantId: program.merchantId, affiliateId: member.affiliateId, customerEmail: request.customerEmail, countryCode, customerPhone: request.customerPhone ?? null,
        clickedAt: clickOfProgram?.clickedAt ?? null, rules: current.leadRules, client, now,
      });
      saved = await this.append(
        {
          type: 'BookCall',
          callId,
          programId: program.id,
          membershipId: member.membershipId,
          affiliateId: member.affiliateId,
          merchantId: program.merchantId,
          payoutCents: current.payoutCents,
          customerName: request.customerName,
          customerEmail: request.customerEmail,
          customerPhone: request.customerPhone ?? null,
          countryCode,
          customerCompany: request.customerCompany ?? null,
          scheduledAt: start.toISOString(),
          source: 'booking-page',
          externalRef: null,
          clickId: clickOfProgram?.clickId ?? null,
          duplicateOf,
          meetingLink,
          decisionTerms: current.decisionTerms,
          now: now.toISOString(),
          quality,
          autoReject: autoRejectRule(current.leadRules),
        },
        context,
        idempotencyKey !== null,
      );
    } catch (error) {
      await this.releaseUnlessBooked(program.merchantId, start, callId);
      throw error;
    }
    // The call is saved: from here on nothing frees its slot, and nothing turns the booking into an error.
    // Only a keyed booking can have a twin run that let the slot go; a random call id has none.
    if (idempotencyKey) await this.keepSlot(program.merchantId, start, callId);
    await this.waitForCallList(saved.checkpoint);
    return saved.outcome;
  }

  /** Appends CallBooked; an append that failed, but whose call the stream now holds, is that booking. */
  private async append(command: BookCall, context: CommandContext, keyed: boolean): Promise<{ outcome: BookCallOutcome; checkpoint: LogPosition | null }> {
    try {
      // A random call id is a new stream; a keyed one may have been booked by an earlier run.
      const decide = keyed ? decideAndAppend : decideAndAppendNew;
      const { checkpoint } = await decide(this.store, callStream(command.callId), callDecider, command, context);
      return { outcome: { status: 201, body: { callId: command.callId, scheduledAt: command.scheduledAt, meetingLink: command.meetingLink } }, checkpoint };
    } catch (error) {
      // Another run of the same keyed booking got there first (CallAlreadyBooked), or the store
      // wrote the event but the answer was lost (connection dropped): the stream tells.
      const booked = await this.bookedAnswer(command.callId).catch(() => null);
      if (booked) return { outcome: booked, checkpoint: null };
      throw error;
    }
  }

  /** The answer for a call whose stream holds CallBooked, or null when it was never booked. */
  private async bookedAnswer(callId: string): Promise<BookCallOutcome | null> {
    const [first] = await this.store.readStream(callStream(callId));
    if (first?.type !== 'CallBooked') return null;
    const booked = first.data as Omit<CallBooked, 'type'>;
    return { status: 201, body: { callId, scheduledAt: booked.scheduledAt, meetingLink: booked.meetingLink } };
  }

  /**
   * Frees the slot only for a call that was not saved. When the store cannot say, the claim is
   * kept: once old, it is judged from the call's stream again (slot-claims.ts).
   */
  private async releaseUnlessBooked(merchantId: string, start: Date, callId: string): Promise<void> {
    try {
      if (await this.bookedAnswer(callId)) return;
    } catch (error) {
      this.logger.warn(`kept the slot claim of call ${callId}: its stream could not be read (${(error as Error).message})`);
      return;
    }
    await this.slots.release(merchantId, start, callId);
  }

  /**
   * A concurrent run of the same keyed booking may have failed and let the slot go just before
   * this one saved the call: claim it again. Anyone else holding it now is logged, not hidden.
   */
  private async keepSlot(merchantId: string, start: Date, callId: string): Promise<void> {
    try {
      if (!(await this.slots.keep(merchantId, start, callId))) this.logger.error(`call ${callId} is booked but another booking holds its slot ${start.toISOString()}`);
    } catch (error) {
      this.logger.warn(`could not confirm the slot claim of call ${callId}: ${(error as Error).message}`);
    }
  }

  /** Read-your-writes for the merchant's call list; a failed wait says the list is stale, not that the booking failed. */
  private async waitForCallList(checkpoint: LogPosition | null): Promise<void> {
    try {
      await this.waiter.waitFor(checkpoint, [READ_MODEL.calls]);
    } catch (error) {
      this.logger.warn(`booked, but could not wait for the call list: ${(error as Error).message}`);
      noteStaleReadModels([READ_MODEL.calls]);
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
      // Both adapters answer a second create of the same id with the event already there.
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
