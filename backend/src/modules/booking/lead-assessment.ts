import { Injectable } from '@nestjs/common';
import { assessLead, type LeadQuality, sameMailbox } from '../../domain/call/lead-quality';
import type { LeadRules } from '../../domain/program/program-lead-rules';
import { disposableDomainOf } from './disposable-domains';
import { LeadSightings } from './lead-sightings';

/** The booking's request as keyed hashes; null for Calendly, whose request is Calendly's own. */
export type ClientHashes = { ipHash: string | null; deviceHash: string | null };

export type LeadFacts = {
  callId: string;
  merchantId: string;
  affiliateId: string;
  customerEmail: string;
  countryCode: string | null;
  customerPhone: string | null;
  /** When the booking's tracking click happened, if it has one. */
  clickedAt: string | null;
  rules: LeadRules | undefined;
  client: ClientHashes;
  now: Date;
};

/**
 * Gathers the inputs of lead quality for one booking (docs/product/lead-quality.md) and scores
 * them with the domain's rules: one database statement (LeadSightings, which also finds the
 * duplicate), the rest from the booking itself, its click and the program's rules.
 */
@Injectable()
export class LeadAssessment {
  constructor(private readonly sightings: LeadSightings) {}

  async assess(facts: LeadFacts): Promise<{ duplicateOf: string | null; quality: LeadQuality }> {
    const { client, now } = facts;
    const customer = { email: facts.customerEmail, countryCode: facts.countryCode, phone: facts.customerPhone };
    const seen = await this.sightings.record({ callId: facts.callId, merchantId: facts.merchantId, affiliateId: facts.affiliateId, ...client, customer, now });
    const duplicateOf = seen.earlierCallId;
    const clickedAt = facts.clickedAt ? new Date(facts.clickedAt).getTime() : Number.NaN;
    const quality = assessLead(
      {
        duplicateOf,
        secondsFromClick: Number.isNaN(clickedAt) ? null : (now.getTime() - clickedAt) / 1000,
        sameIpBookings: seen.sameIpBookings,
        sameDeviceBookings: seen.sameDeviceBookings,
        disposableDomain: disposableDomainOf(facts.customerEmail),
        emailIsAffiliates: seen.affiliateEmail !== null && sameMailbox(seen.affiliateEmail, facts.customerEmail),
        ipSeenWithAffiliate: seen.ipSeenWithAffiliate,
        countryCode: facts.countryCode,
        expectedCountries: facts.rules?.expectedCountries ?? [],
      },
      client,
    );
    return { duplicateOf, quality };
  }
}
