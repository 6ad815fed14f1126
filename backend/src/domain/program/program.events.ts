import type { DecisionTerms } from '../call/call.events';
import type { LeadSignalCode } from '../call/lead-quality';

/** The scheduling tool a program books through (docs/product/api.md, Program). */
export type Integration = 'google' | 'calendly';

/** A Calendly meeting type, copied into the program so later bookings do not depend on Calendly. */
export type CalendlyEventType = { uri: string; name: string; schedulingUrl: string };

export type ProgramCreated = {
  type: 'ProgramCreated';
  programId: string;
  merchantId: string;
  name: string;
  referralCode: string;
  payoutCents: number;
  integration: Integration;
  integrationId: string;
  calendlyEventType: CalendlyEventType | null;
  createdAt: string;
};

/** Delete is archive: history and commissions stay, new joins and bookings are refused (docs/product/attribution-and-booking.md, Archived and paused programs). */
export type ProgramArchived = {
  type: 'ProgramArchived';
  programId: string;
  merchantId: string;
  archivedAt: string;
};

/**
 * The commission of calls booked from now on (docs/architecture/invariants.md): a call keeps the
 * commission of its own CallBooked, so calls booked before the change are charged as booked.
 */
export type ProgramCommissionChanged = {
  type: 'ProgramCommissionChanged';
  programId: string;
  merchantId: string;
  fromCents: number;
  toCents: number;
  changedAt: string;
};

export type ProgramRenamed = {
  type: 'ProgramRenamed';
  programId: string;
  merchantId: string;
  from: string;
  to: string;
  renamedAt: string;
};

/** Why a program stopped taking bookings: its merchant paused it, or its calendar was disconnected. */
export type PauseReason = 'merchant' | 'calendar-disconnected';

/** Links stay valid but take no bookings until resumed; history, joins and decisions carry on. */
export type ProgramPaused = {
  type: 'ProgramPaused';
  programId: string;
  merchantId: string;
  reason: PauseReason;
  pausedAt: string;
};

export type ProgramResumed = {
  type: 'ProgramResumed';
  programId: string;
  merchantId: string;
  /** `calendar-connected` when connecting the calendar again resumed it, `merchant` otherwise. */
  reason: 'merchant' | 'calendar-connected';
  resumedAt: string;
};

/**
 * How long after a call's scheduled time the merchant has to decide, and what happens then
 * (docs/product/decision-deadlines.md). Applies to calls booked from now on: each call keeps the
 * terms of its own CallBooked, as it keeps its commission.
 */
export type ProgramDecisionTermsChanged = {
  type: 'ProgramDecisionTermsChanged';
  programId: string;
  merchantId: string;
  from: DecisionTerms;
  to: DecisionTerms;
  changedAt: string;
};

export type ProgramEvent =
  | ProgramCreated
  | ProgramArchived
  | ProgramCommissionChanged
  | ProgramRenamed
  | ProgramPaused
  | ProgramResumed
  | ProgramDecisionTermsChanged
  | ProgramLeadRulesChanged;

/**
 * The program's lead rules from now on (docs/product/lead-quality.md): the calling codes its
 * customers are expected from (empty: any) and the optional automatic rejection. Bookings already
 * made keep the assessment they were booked with.
 */
/** A program's lead rules as its state holds them (docs/product/lead-quality.md). */
export type LeadRules = { expectedCountries: string[]; rejectAtOrBelow: number | null; rejectSignals: LeadSignalCode[] };

export type ProgramLeadRulesChanged = {
  type: 'ProgramLeadRulesChanged';
  programId: string;
  merchantId: string;
  expectedCountries: string[];
  rejectAtOrBelow: number | null;
  rejectSignals: LeadSignalCode[];
  changedAt: string;
};


