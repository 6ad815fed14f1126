import type { ClickEvent } from '../../domain/click/click.events';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { viewAs } from '../runner/domain-event-view';

export type ClickListRow = {
  id: string;
  program_id: string;
  membership_id: string | null;
  referral_code: string;
  utm: string;
  referrer: string | null;
  ip_hash: string;
  user_agent_hash: string;
  clicked_at: string;
};

/** The `click_list` row one event adds (pure; the writer applies it). */
export function clickListRow(event: StoredEvent): ClickListRow | null {
  const { type, data: e } = viewAs<ClickEvent>(event);
  if (type !== 'ClickRecorded') return null;
  return {
    id: e.clickId,
    program_id: e.programId,
    membership_id: e.membershipId,
    referral_code: e.referralCode,
    utm: JSON.stringify(e.utm),
    referrer: e.referrer,
    ip_hash: e.ipHash,
    user_agent_hash: e.userAgentHash,
    clicked_at: e.clickedAt,
  };
}
