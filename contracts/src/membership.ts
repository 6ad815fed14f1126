/** docs/product/api.md, Membership, both views. */
import type { CommissionChange, IntegrationProvider } from './program';

/** `GET /api/affiliates/merchant`: one affiliate in one of the merchant's programs. */
export interface MerchantAffiliate {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string;
  programName: string;
  referralCode: string;
  joinedAt: string;
  approvedCalls: number;
}

/** `GET /api/affiliates/user`: the affiliate's own memberships. */
export interface AffiliateMembership {
  id: string;
  programId: string;
  programName: string;
  merchantFirstName: string;
  merchantLastName: string | null;
  merchantCompanyName: string | null;
  payoutAmount: number;
  referralCode: string;
  integration: IntegrationProvider;
  isPrimary: boolean;
  isApproved: boolean;
  isArchived: boolean;
  /** Paused programs take no bookings through any link until the merchant resumes them. */
  isPaused: boolean;
  /** The latest commission change, so the affiliate is told: calls booked before it keep the old one. */
  lastCommissionChange: CommissionChange | null;
  joinedAt: string;
}

export interface JoinProgramRequest {
  referralCode: string;
}

export interface SetPrimaryRequest {
  /** The membership id (SPEC calls it affiliateId). */
  affiliateId: string;
}
