import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { isSuspended } from '../../domain/account-status/account-status.stream';
import { loadMembership } from '../../domain/membership/membership.stream';
import type { StreamReader } from '../../domain/shared/stream-reader';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';

export const AFFILIATE_MISSING = 'This booking link is missing its affiliate; ask for a new link.';
/** A link naming an affiliate who left the program (or never was in it): refused, never credited to someone else. */
export const LINK_INACTIVE = 'This referral link is no longer active. Please contact the business directly to book a call.';

export interface Attributed {
  membershipId: string;
  affiliateId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Which affiliate a booking belongs to (attribution is server-side). A referral code
 * names a program, shared by all its affiliates, so links carry `aff=<membership id>` too. A link
 * that names a membership which is not live in the program (the affiliate was removed) is credited
 * to nobody: it is refused at our doors (`namesInactive`, docs/architecture/invariants.md) and never
 * guessed onto another affiliate. Without any `aff`, a program with exactly one live membership
 * credits it; otherwise nobody is guessed.
 * Whether a membership is live and of this program is its own stream's answer, so an affiliate
 * removed a moment ago is not credited while the membership list catches up
 * (docs/architecture/invariants.md); the list only names the candidates of a link without `aff`.
 */
@Injectable()
export class Attribution {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async membershipFor(programId: string, preferred: readonly (string | null | undefined)[]): Promise<Attributed | null> {
    return this.firstLive(programId, preferred, this.readOnce(programId));
  }

  /** The link names a membership (`aff`) that is not live in this program. */
  async namesInactive(programId: string, aff: string | null | undefined): Promise<boolean> {
    return isUuid(aff) && (await this.liveIn(programId, aff)) === null;
  }

  /**
   * A booking's whole attribution, `namesInactive` then `membershipFor`, reading each membership's
   * streams once: the link's `aff` is usually both the name checked and the one credited, and each
   * stream read is a round trip to the store (npm run bench, book-call).
   */
  async attribute(
    programId: string,
    named: string | null | undefined,
    preferred: readonly (string | null | undefined)[],
    streams: StreamReader = this.store,
  ): Promise<{ inactive: boolean; member: Attributed | null }> {
    const live = this.readOnce(programId, streams);
    if (isUuid(named) && (await live(named)) === null) return { inactive: true, member: null };
    return { inactive: false, member: await this.firstLive(programId, preferred, live) };
  }

  private async firstLive(programId: string, preferred: readonly (string | null | undefined)[], live: (membershipId: string) => Promise<Attributed | null>): Promise<Attributed | null> {
    const named = preferred.filter(isUuid);
    for (const candidate of named) {
      const found = await live(candidate);
      if (found) return found;
    }
    if (named.length > 0) return null;
    const { rows } = await this.pool.query(`SELECT id FROM membership_list WHERE program_id = $1 AND removed_at IS NULL LIMIT 2`, [programId]);
    return rows.length === 1 ? live(rows[0].id) : null;
  }

  /** `liveIn` remembered per membership for one request. */
  private readOnce(programId: string, streams: StreamReader = this.store): (membershipId: string) => Promise<Attributed | null> {
    const read = new Map<string, Promise<Attributed | null>>();
    return (membershipId) => {
      let found = read.get(membershipId);
      if (!found) read.set(membershipId, (found = this.liveIn(programId, membershipId, streams)));
      return found;
    };
  }

  /**
   * The program's merchant is suspended: every link of its programs is refused with LINK_INACTIVE,
   * decided from the merchant's account stream (docs/architecture/invariants.md).
   */
  async merchantSuspended(merchantId: string, streams: StreamReader = this.store): Promise<boolean> {
    return isSuspended(streams, merchantId);
  }

  /** A suspended affiliate's membership is not live either: their links credit nobody until reinstated. */
  private async liveIn(programId: string, membershipId: string, streams: StreamReader = this.store): Promise<Attributed | null> {
    const membership = await loadMembership(streams, membershipId);
    if (membership.status !== 'active' || membership.programId !== programId) return null;
    return (await isSuspended(streams, membership.affiliateId)) ? null : { membershipId, affiliateId: membership.affiliateId };
  }
}
