/** The scheduling tool a program books through (SPEC.md 3 "Affiliate program"). */
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

/** Delete is archive: history and commissions stay, new joins and bookings are refused (DESIGN.md 4). */
export type ProgramArchived = {
  type: 'ProgramArchived';
  programId: string;
  merchantId: string;
  archivedAt: string;
};

export type ProgramEvent = ProgramCreated | ProgramArchived;
