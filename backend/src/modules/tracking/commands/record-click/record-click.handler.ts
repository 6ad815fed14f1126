import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TrackResponse } from '@leadledger/contracts/booking';
import { randomUUID } from 'node:crypto';
import { clickDecider } from '../../../../domain/click/click.decide';
import type { ClickRecorded } from '../../../../domain/click/click.events';
import { ClickBuffer } from '../../../booking/click-buffer';
import { type Attributed, Attribution, isUuid, LINK_INACTIVE } from '../../../booking/attribution';
import { TtlCache } from '../../../../infrastructure/cache/ttl-cache';
import { PROGRAM_EXPIRED, PROGRAM_PAUSED, type PublicProgram, PublicPrograms } from '../../../booking/public-programs';
import { ClientFingerprint } from '../../client-fingerprint';
import { RecordClickCommand } from './record-click.command';

export const INVALID_TRACKING_LINK = 'Invalid tracking link';

/**
 * Records the click, then says where to send the visitor (issue 4): Calendly's scheduling page
 * carrying the click id in `utm_content` (the only free field Calendly hands back, STACK.md), or
 * our booking page carrying the program, the affiliate and the click. Nothing waits for the
 * click_list projection: attribution reads the click's own stream (booking/click-lookup.ts).
 */
@CommandHandler(RecordClickCommand)
export class RecordClickHandler implements ICommandHandler<RecordClickCommand> {
  constructor(
    private readonly clicks: ClickBuffer,
    private readonly programs: PublicPrograms,
    private readonly attribution: Attribution,
    private readonly fingerprint: ClientFingerprint,
  ) {}

  /**
   * Tracking is the hottest public path (issue 4 bar: 30% of a trivial endpoint's throughput):
   * program and attribution lookups are kept for 2 s, so a link archived or an affiliate removed
   * a moment ago may still record a click for up to 2 s. Booking never reads these caches.
   */
  private readonly programCache = new TtlCache<string, PublicProgram | null>(2000);
  private readonly memberCache = new TtlCache<string, Attributed | null>(2000);
  private readonly suspendedMerchantCache = new TtlCache<string, boolean>(2000);

  async execute(command: RecordClickCommand): Promise<TrackResponse> {
    const program = await this.programCache.getOrLoad(command.referralCode.toLowerCase(), () => this.programs.byCode(command.referralCode));
    if (!program) throw new NotFoundException(INVALID_TRACKING_LINK);
    if (program.isArchived) throw new ConflictException(PROGRAM_EXPIRED);
    // Not sent on to a scheduling page that would book a call the merchant paused (2 s cache, above).
    if (program.isPaused) throw new ConflictException(PROGRAM_PAUSED);
    // A suspended merchant's links are refused like a removed affiliate's (2 s cache, above).
    const merchantSuspended = await this.suspendedMerchantCache.getOrLoad(program.merchantId, () => this.attribution.merchantSuspended(program.merchantId));
    if (merchantSuspended) throw new ConflictException(LINK_INACTIVE);
    const member = await this.memberCache.getOrLoad(`${program.id}:${command.aff ?? ''}`, () => this.attribution.membershipFor(program.id, [command.aff]));
    // A removed affiliate's link is not sent on to a scheduling page (docs/architecture/invariants.md).
    if (!member && isUuid(command.aff)) throw new ConflictException(LINK_INACTIVE);
    const clickId = randomUUID();
    // A new click: decide on the initial state; the buffer stores it with others (click-buffer.ts).
    const events = clickDecider.decide(
      {
        type: 'RecordClick',
        clickId,
        programId: program.id,
        membershipId: member?.membershipId ?? null,
        referralCode: program.referralCode,
        utm: command.utm,
        referrer: command.referrer,
        ipHash: this.fingerprint.hash('ip', command.ip),
        userAgentHash: this.fingerprint.hash('user-agent', command.userAgent),
        programArchived: program.isArchived,
        now: command.context.now.toISOString(),
      },
      clickDecider.initialState,
    );
    this.clicks.record(events[0] as ClickRecorded, command.context);
    return { redirectUrl: redirectFor(program, member?.membershipId ?? null, clickId), clickId };
  }
}

export function redirectFor(program: PublicProgram, membershipId: string | null, clickId: string): string {
  const schedulingUrl = program.calendlyEventType?.schedulingUrl;
  if (program.integration === 'calendly' && schedulingUrl) {
    const url = new URL(schedulingUrl, 'http://relative.invalid');
    url.searchParams.set('utm_source', 'leadledger');
    url.searchParams.set('utm_medium', 'affiliate');
    url.searchParams.set('utm_campaign', program.referralCode);
    url.searchParams.set('utm_content', clickId);
    // The sandbox's scheduling page is ours and relative; a real Calendly URL stays absolute.
    return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
  }
  const query = new URLSearchParams({ ref: program.referralCode });
  if (membershipId) query.set('aff', membershipId);
  query.set('click', clickId);
  return `/calendar-booking?${query.toString()}`;
}
