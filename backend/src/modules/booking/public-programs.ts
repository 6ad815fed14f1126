import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CalendlyEventType, Integration } from '../../domain/program/program.events';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { activeIntegrationJson, type IntegrationRow, integrationFromJson } from '../integrations/integration-store';

export const INVALID_BOOKING_LINK = 'Invalid Booking Link: this link does not match any program.';
export const PROGRAM_EXPIRED = 'This program has expired. Please contact the merchant for a new link.';
export const PROGRAM_PAUSED = 'This business is not taking bookings through this link right now. Please try again later or contact the business directly.';
export const BOOKS_THROUGH_CALENDLY = 'This program books through Calendly; use the tracking link.';

/** A program as its public links see it: who the merchant is, where and in which zone it books. */
export interface PublicProgram {
  id: string;
  merchantId: string;
  name: string;
  referralCode: string;
  payoutCents: number;
  integration: Integration;
  integrationId: string;
  calendlyEventType: CalendlyEventType | null;
  isArchived: boolean;
  /** Display only: whether a booking is refused is decided by the program's stream. */
  isPaused: boolean;
  merchant: { companyName: string; logoUrl: string | null; timeZone: string };
}

/** A row of the program statements, as pg gives it. */
interface ProgramRow {
  id: string;
  merchant_id: string;
  name: string;
  referral_code: string;
  payout_cents: string | number;
  integration: Integration;
  integration_id: string;
  calendly_event_type: CalendlyEventType | null;
  archived_at: Date | null;
  paused_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  logo_file: string | null;
  time_zone: string | null;
  google_calendar?: Parameters<typeof integrationFromJson>[0];
}

/** Referral codes are letters, digits, `_` and `-` (programs/referral-code.ts); anything else matches nothing. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Programs by referral code for the public booking, tracking and webhook paths (no session). */
@Injectable()
export class PublicPrograms {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async byCode(code: string): Promise<PublicProgram | null> {
    if (typeof code !== 'string' || !CODE.test(code)) return null;
    return this.one('program-by-code', `lower(p.referral_code) = lower($1)`, code);
  }

  async byId(id: string): Promise<PublicProgram | null> {
    return this.one('program-by-id', `p.id = $1`, id);
  }

  /** Booking-page programs only: unknown 404, archived or Calendly 409 (messages: docs/product/messages.md, Other messages). */
  async requireBookable(code: string): Promise<PublicProgram> {
    return this.bookable(await this.byCode(code));
  }

  /**
   * As requireBookable, with the merchant's live Google calendar (null when none) read in the same
   * statement: a booking needs both, and each statement is a round trip (docs/operations/benchmarks.md).
   */
  async requireBookableWithCalendar(code: string): Promise<{ program: PublicProgram; googleCalendar: IntegrationRow | null }> {
    const found = typeof code === 'string' && CODE.test(code) ? await this.withCalendar(code) : null;
    return { program: this.bookable(found?.program ?? null), googleCalendar: found?.googleCalendar ?? null };
  }

  private bookable(program: PublicProgram | null): PublicProgram {
    if (!program) throw new NotFoundException(INVALID_BOOKING_LINK);
    if (program.isArchived) throw new ConflictException(PROGRAM_EXPIRED);
    if (program.isPaused) throw new ConflictException(PROGRAM_PAUSED);
    if (program.integration !== 'google') throw new ConflictException(BOOKS_THROUGH_CALENDLY);
    return program;
  }

  private async withCalendar(code: string): Promise<{ program: PublicProgram; googleCalendar: IntegrationRow | null } | null> {
    const r = await this.row('program-by-code-with-calendar', `lower(p.referral_code) = lower($1)`, code, `, ${activeIntegrationJson('p.merchant_id', 'google')} AS google_calendar`);
    return r ? { program: programOf(r), googleCalendar: integrationFromJson(r.google_calendar ?? null) } : null;
  }

  private async one(name: string, where: string, value: string): Promise<PublicProgram | null> {
    const r = await this.row(name, where, value);
    return r ? programOf(r) : null;
  }

  /** Named statements: every booking and tracked click looks a program up (postgres-event-store.ts says why). */
  private async row(name: string, where: string, value: string, extraColumns = ''): Promise<ProgramRow | null> {
    const { rows } = await this.pool.query<ProgramRow>({
      name,
      text: `SELECT p.id, p.merchant_id, p.name, p.referral_code, p.payout_cents, p.integration, p.integration_id, p.calendly_event_type,
              p.archived_at, p.paused_at, u.first_name, u.last_name, u.company_name, u.logo_file, u.time_zone${extraColumns}
       FROM program_list p JOIN users u ON u.id = p.merchant_id
       WHERE ${where}`,
      values: [value],
    });
    return rows[0] ?? null;
  }
}

function programOf(r: ProgramRow): PublicProgram {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    name: r.name,
    referralCode: r.referral_code,
    payoutCents: Number(r.payout_cents),
    integration: r.integration,
    integrationId: r.integration_id,
    calendlyEventType: r.calendly_event_type,
    isArchived: r.archived_at !== null,
    isPaused: r.archived_at === null && r.paused_at !== null,
    merchant: {
      // `merchant-info` holds companyName (docs/product/api.md, Public booking and tracking): the merchant's own name when no company is set.
      companyName: r.company_name?.trim() || [r.first_name, r.last_name].filter(Boolean).join(' '),
      logoUrl: r.logo_file ? `/api/uploads/logos/${r.logo_file}` : null,
      timeZone: r.time_zone || 'UTC',
    },
  };
}
