import { actorOf, type Summariser } from './summary-input';
import { capitalised, sentence, whose } from './summary-text';

const memberships = (count: unknown) => (count === 1 ? '1 membership' : `${typeof count === 'number' ? count : 'its'} memberships`);

/**
 * Memberships and the affiliate's primary-membership stream, which records joins and removals
 * first so exactly one membership is primary (docs/architecture/invariants.md).
 */
export const MEMBERSHIP_SUMMARIES: Record<string, Summariser> = {
  AffiliateJoinedProgram: ({ data: d }, names) =>
    capitalised(sentence(names.affiliate(d.affiliateId), ' joined ', names.program(d.programId), d.isPrimary === true ? ' as their primary program' : '')),
  MembershipMadePrimary: ({ data: d }, names) =>
    capitalised(sentence(names.program(names.membership(d.membershipId).programId), ' became ', ...whose(names.affiliate(d.affiliateId)), ' primary program')),
  MembershipPrimaryRevoked: ({ data: d }, names) =>
    capitalised(sentence(names.program(names.membership(d.membershipId).programId), ' is no longer ', ...whose(names.affiliate(d.affiliateId)), ' primary program')),
  AffiliateRemovedFromProgram: (event, names) => {
    const d = event.data;
    return capitalised(
      sentence(actorOf(event, names, names.merchant(d.merchantId)), ' removed ', names.affiliate(d.affiliateId), ' from ', names.program(d.programId), d.wasPrimary === true ? ', their primary program' : ''),
    );
  },
  PrimaryMembershipsSeeded: ({ data: d }, names) =>
    capitalised(sentence(...whose(names.affiliate(d.affiliateId)), ` primary program record began with ${memberships(Array.isArray(d.memberships) ? d.memberships.length : null)}`)),
  MembershipJoinRecorded: ({ data: d }, names) =>
    capitalised(sentence('Recorded ', names.affiliate(d.affiliateId), ' joining ', names.program(d.programId), d.isPrimary === true ? ' as their primary program' : '')),
  MembershipRemovalRecorded: ({ data: d }, names) =>
    capitalised(sentence('Recorded ', names.affiliate(d.affiliateId), ' leaving ', names.program(d.programId), d.wasPrimary === true ? ', their primary program' : '')),
};
