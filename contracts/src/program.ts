/** docs/product/api.md, Program and Programs and affiliates. */
export type IntegrationProvider = 'google' | 'calendly';

/** The merchant's view of one of its programs. Money at this edge is dollars (number). */
export interface AffiliateProgram {
  id: string;
  name: string;
  referralCode: string;
  integration: IntegrationProvider;
  /** Dollars per approved call, e.g. 50 or 72.5 (server keeps integer cents). */
  payoutAmount: number;
  /** The Calendly meeting type's uri; only for `calendly` programs. */
  calendlyEventType: string | null;
  calendlyEventTypeName: string | null;
  /** Scheduling page of the meeting type; tracking links redirect there. */
  calendlySchedulingUrl: string | null;
  isArchived: boolean;
  /** Paused programs keep their links and history but take no bookings (issue 12). */
  status: ProgramStatus;
  pausedReason: PauseReason | null;
  /** The latest commission change: calls booked before it keep the old commission. */
  lastCommissionChange: CommissionChange | null;
  /** How long after each call the merchant has to decide, and what happens then (calls booked from now on). */
  decisionTerms: DecisionTerms;
  createdAt: string;
}

/** docs/product/decision-deadlines.md: 1-30 days after the call; then approve automatically or send to an admin. */
export interface DecisionTerms {
  days: number;
  onDeadline: 'approve' | 'escalate';
}

export type ProgramStatus = 'active' | 'paused' | 'archived';
export type PauseReason = 'merchant' | 'calendar-disconnected';

export interface CommissionChange {
  /** Dollars. */
  fromAmount: number;
  toAmount: number;
  changedAt: string;
}

/** `PATCH /api/affiliate-programs/{id}`: a field left out is not changed. */
export interface ChangeProgramRequest {
  name?: string;
  /** Dollars, > 0 and at most 10,000, at most 2 decimals; applies to calls booked from now on. */
  payoutPerCall?: number;
  /** Applies to calls booked from now on. */
  decisionTerms?: DecisionTerms;
}

export interface CreateProgramRequest {
  /** Dollars, > 0 and at most 10,000, at most 2 decimals. */
  payoutPerCall: number;
  integration: IntegrationProvider;
  /** Required for `calendly`: one of the connected account's meeting type uris. */
  calendlyEventType?: string;
  /** Optional display name; defaults to "<company or first name> Affiliate Program". */
  name?: string;
}

export interface CreateProgramResponse extends AffiliateProgram {}

/** `GET /api/affiliate-programs/by-code/{code}` (public): what a signup-link page shows. */
export interface ProgramByCode {
  name: string;
  payoutAmount: number;
  integration: IntegrationProvider;
  referralCode: string;
  isArchived: boolean;
  merchantName: string;
}
