import { LEAD_SIGNAL_CODES, type LeadSignalCode } from '../call/lead-quality';
import type { ChangeLeadRules } from './program.commands';
import * as errors from './program.errors';
import type { LeadRules, ProgramEvent } from './program.events';
import type { ProgramState } from './program.state';

export type { LeadRules };

export const NO_LEAD_RULES: LeadRules = { expectedCountries: [], rejectAtOrBelow: null, rejectSignals: [] };

/** A phone calling code as bookings carry it ("+1", "+358"). */
const CALLING_CODE = /^\+[1-9]\d{0,3}$/;
const MAX_COUNTRIES = 50;

/**
 * Replaces the rules; the same rules again change nothing. Calling codes, because a booking's only
 * country is its phone's (docs/product/lead-quality.md, Program rules).
 */
export function changeLeadRules(command: ChangeLeadRules, state: ProgramState): ProgramEvent[] {
  // Ownership first: another merchant learns nothing, not even that the program exists.
  if (state.status === 'absent' || state.merchantId !== command.merchantId) throw errors.ProgramNotFound();
  if (state.status === 'archived') throw errors.ProgramArchivedCannotChange();
  const rules = validRules(command);
  if (sameRules(rules, state.leadRules ?? NO_LEAD_RULES)) return [];
  return [{ type: 'ProgramLeadRulesChanged', programId: state.programId, merchantId: state.merchantId, ...rules, changedAt: command.now }];
}

function validRules(command: ChangeLeadRules): LeadRules {
  const expectedCountries = [...new Set(command.expectedCountries.map((c) => c.trim()))];
  const wrong = expectedCountries.find((c) => !CALLING_CODE.test(c));
  if (wrong !== undefined) throw errors.LeadRulesInvalid(`"${wrong}" is not a calling code: use a plus sign and digits, e.g. +44.`);
  if (expectedCountries.length > MAX_COUNTRIES) throw errors.LeadRulesInvalid(`Name at most ${MAX_COUNTRIES} countries.`);
  const { rejectAtOrBelow } = command;
  if (rejectAtOrBelow !== null && (!Number.isInteger(rejectAtOrBelow) || rejectAtOrBelow < 0 || rejectAtOrBelow > 99)) {
    throw errors.LeadRulesInvalid('The score to reject at must be a whole number from 0 to 99.');
  }
  const unknown = command.rejectSignals.find((s) => !(LEAD_SIGNAL_CODES as readonly string[]).includes(s));
  if (unknown !== undefined) throw errors.LeadRulesInvalid(`"${unknown}" is not a lead signal; choose from ${LEAD_SIGNAL_CODES.join(', ')}.`);
  const rejectSignals = LEAD_SIGNAL_CODES.filter((s) => command.rejectSignals.includes(s));
  return { expectedCountries, rejectAtOrBelow, rejectSignals };
}

function sameRules(a: LeadRules, b: LeadRules): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The rule a booking is judged by, or null when the merchant set none. */
export function autoRejectRule(rules: LeadRules | undefined): { rejectAtOrBelow: number | null; rejectSignals: LeadSignalCode[] } | null {
  if (!rules) return null;
  return rules.rejectAtOrBelow === null && rules.rejectSignals.length === 0 ? null : { rejectAtOrBelow: rules.rejectAtOrBelow, rejectSignals: rules.rejectSignals };
}
