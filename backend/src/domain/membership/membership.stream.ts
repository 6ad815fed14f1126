import { loadAggregate, type StreamReader } from '../shared/stream-reader';
import { membershipDecider } from './membership.decide';
import type { MembershipState } from './membership.state';

/** One stream per affiliate's membership of a program (docs/architecture/event-store.md); the only place this name is spelled. */
export const membershipStream = (membershipId: string): string => `membership-${membershipId}`;

export const loadMembership = (reader: StreamReader, membershipId: string): Promise<MembershipState> => loadAggregate(reader, membershipStream(membershipId), membershipDecider);
