import type { BillingSetupStatus } from '@leadledger/contracts/billing';
import type { MerchantInfo } from '@leadledger/contracts/booking';
import type { Call } from '@leadledger/contracts/call';
// Issue 6 (disputes) fixtures below.
import type { AffiliateReferral, DecisionDeadline } from '@leadledger/contracts/call';
import type { AdminDispute, DisputeSummary } from '@leadledger/contracts/dispute';
import type { CalendarIntegration } from '@leadledger/contracts/integration';
import type { AffiliateMembership, MerchantAffiliate } from '@leadledger/contracts/membership';
import type { AffiliateProgram, ProgramByCode } from '@leadledger/contracts/program';
import type { EarningsSummary, Payout, PayoutMethodStatus } from '@leadledger/contracts/payout';
import type { Subscription } from '@leadledger/contracts/subscription';

/** Server answers shaped like the contracts, with overridable fields. */
export function makeIntegration(overrides: Partial<CalendarIntegration> = {}): CalendarIntegration {
  return {
    id: 'int-google',
    provider: 'google',
    isActive: true,
    isSandbox: false,
    calendarName: 'dana@example.com',
    lastSyncAt: null,
    calendarAppUrl: null,
    calendlyPlanType: null,
    supportsUtmTracking: false,
    connectedAt: '2025-08-06T12:00:00.000Z',
    ...overrides,
  };
}

export function makeProgram(overrides: Partial<AffiliateProgram> = {}): AffiliateProgram {
  return {
    id: 'prog-1',
    name: 'Reyes Coaching Affiliate Program',
    referralCode: 'Rc7Kq2',
    integration: 'google',
    payoutAmount: 50,
    calendlyEventType: null,
    calendlyEventTypeName: null,
    calendlySchedulingUrl: null,
    isArchived: false,
    status: overrides.isArchived ? 'archived' : 'active',
    pausedReason: null,
    lastCommissionChange: null,
    decisionTerms: { days: 7, onDeadline: 'escalate' },
    createdAt: '2025-08-06T12:00:00.000Z',
    ...overrides,
  };
}

export function makeProgramByCode(overrides: Partial<ProgramByCode> = {}): ProgramByCode {
  return {
    name: 'Reyes Coaching Affiliate Program',
    payoutAmount: 50,
    integration: 'google',
    referralCode: 'Rc7Kq2',
    isArchived: false,
    merchantName: 'Reyes Coaching',
    ...overrides,
  };
}

export function makeMembership(overrides: Partial<AffiliateMembership> = {}): AffiliateMembership {
  return {
    id: 'mem-1',
    programId: 'prog-1',
    programName: 'Reyes Coaching Affiliate Program',
    merchantFirstName: 'Dana',
    merchantLastName: 'Reyes',
    merchantCompanyName: 'Reyes Coaching',
    payoutAmount: 50,
    referralCode: 'Rc7Kq2',
    integration: 'google',
    isPrimary: true,
    isApproved: true,
    isArchived: false,
    isPaused: false,
    lastCommissionChange: null,
    joinedAt: '2025-08-07T12:00:00.000Z',
    ...overrides,
  };
}

export function makeMerchantAffiliate(overrides: Partial<MerchantAffiliate> = {}): MerchantAffiliate {
  return {
    id: 'mem-1',
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    programName: 'Reyes Coaching Affiliate Program',
    referralCode: 'Rc7Kq2',
    joinedAt: '2025-08-07T12:00:00.000Z',
    approvedCalls: 3,
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return { status: 'trialing', daysLeft: 14, trialEndsAt: '2025-08-20T12:00:00.000Z', ...overrides };
}

export function makeMerchantInfo(overrides: Partial<MerchantInfo> = {}): MerchantInfo {
  return {
    companyName: 'Reyes Coaching',
    logoUrl: null,
    timeZone: 'America/New_York',
    programName: 'Reyes Coaching Affiliate Program',
    isArchived: false,
    isPaused: false,
    ...overrides,
  };
}

export function makeCall(overrides: Partial<Call> = {}): Call {
  return {
    id: 'call-1',
    customerName: 'Sam Carter',
    customerEmail: 'sam@example.com',
    customerPhone: '5551234567',
    customerCompany: 'Carter Roofing',
    affiliateName: 'Ana Lopez',
    affiliateReferralCode: 'Rc7Kq2',
    programName: 'Reyes Coaching Affiliate Program',
    scheduledAt: '2025-08-12T13:00:00.000Z',
    bookedAt: '2025-08-08T10:00:00.000Z',
    payoutAmount: 50,
    platformFee: 5,
    chargeAmount: 55,
    status: 'pending',
    approvalInProgress: false,
    lastDeclineReason: null,
    rejectionReason: null,
    rejectionNote: null,
    duplicateOf: null,
    source: 'booking-page',
    meetingLink: 'https://meet.example.com/abc',
    quality: null,
    dispute: null,
    disputeDeadline: '2025-09-07T10:00:00.000Z',
    decision: makeDecision(),
    calendlyNoShow: null,
    ...overrides,
  };
}

export function makeBillingStatus(overrides: Partial<BillingSetupStatus> = {}): BillingSetupStatus {
  return {
    hasBillingSetup: true,
    hasPaymentMethod: true,
    paymentMethodDetails: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
    isSandbox: true,
    ...overrides,
  };
}

export const noBillingStatus: BillingSetupStatus = { hasBillingSetup: false, hasPaymentMethod: false, paymentMethodDetails: null, isSandbox: true };

export function makeEarnings(overrides: Partial<EarningsSummary> = {}): EarningsSummary {
  return {
    totalEarnings: '$150.00',
    pendingAmount: '$50.00',
    paidThisMonth: '$0.00',
    availableAmount: '$100.00',
    availableCents: 10000,
    payoutFee: '$0.25',
    netIfCollected: '$99.75',
    ...overrides,
  };
}

export function makePayoutMethodStatus(overrides: Partial<PayoutMethodStatus> = {}): PayoutMethodStatus {
  return {
    hasPayoutMethod: true,
    payoutMethodDetails: { brand: 'visa', last4: '5556', exp_month: 4, exp_year: 2030 },
    isSandbox: true,
    ...overrides,
  };
}

export const noPayoutMethod: PayoutMethodStatus = { hasPayoutMethod: false, payoutMethodDetails: null, isSandbox: true };

export function makePayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 'pay-1',
    amount: 99.75,
    revenueAmount: 100,
    fee: 0.25,
    status: 'paid',
    failureReason: null,
    createdAt: '2025-08-12T15:00:00.000Z',
    ...overrides,
  };
}

export function makeReferral(overrides: Partial<AffiliateReferral> = {}): AffiliateReferral {
  return {
    id: 'call-1',
    customerName: 'Sam Carter',
    programName: 'Reyes Coaching Affiliate Program',
    scheduledAt: '2025-08-12T13:00:00.000Z',
    payoutAmount: 50,
    status: 'pending',
    rejectionReason: null,
    rejectionNote: null,
    bookedAt: '2025-08-08T10:00:00.000Z',
    dispute: null,
    disputeDeadline: '2025-09-07T10:00:00.000Z',
    decision: makeDecision(),
    ...overrides,
  };
}

export function makeDisputeSummary(overrides: Partial<DisputeSummary> = {}): DisputeSummary {
  return {
    id: 'disp-1',
    raisedBy: 'merchant',
    status: 'open',
    reason: 'The customer never showed up to the call.',
    raisedAt: '2025-08-20T10:00:00.000Z',
    resolutionNote: null,
    resolvedAt: null,
    lastFailure: null,
    ...overrides,
  };
}

/** A merchant's open dispute of an approved $50 call (fee $5); money in cents like the API. */
export function makeAdminDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  return {
    ...makeDisputeSummary(),
    callId: 'call-1',
    raisedByName: 'Reyes Coaching',
    merchantId: 'user-1',
    merchantName: 'Reyes Coaching',
    affiliateId: 'user-2',
    affiliateName: 'Ana Lopez',
    programName: 'Reyes Coaching Affiliate Program',
    customerName: 'Sam Carter',
    callStatus: 'approved',
    bookedAt: '2025-08-08T10:00:00.000Z',
    payoutCents: 5000,
    feeCents: 500,
    resolvedBy: null,
    ...overrides,
  };
}

/** A pending call's deadline: 7 days after the call, then an admin. */
export function makeDecision(overrides: Partial<DecisionDeadline> = {}): DecisionDeadline {
  return { dueAt: '2025-08-19T13:00:00.000Z', onDeadline: 'escalate', escalatedAt: null, escalationReason: null, approvedBy: null, rejectedBy: null, ...overrides };
}
