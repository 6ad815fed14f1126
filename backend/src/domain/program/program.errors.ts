import { DomainError } from '../shared/domain-error';

// Each factory is named after the rule it guards; the name is also the stable error code.

export const ProgramAlreadyExists = () => new DomainError('ProgramAlreadyExists', 'conflict', 'This program already exists.');

export const PayoutOutOfRange = () => new DomainError('PayoutOutOfRange', 'invalid', 'The commission must be more than $0 and at most $10,000.');

// Wording from docs/product/validation.md, Create program.
export const CalendlyEventTypeRequired = () =>
  new DomainError('CalendlyEventTypeRequired', 'invalid', 'Please select a Calendly meeting type for this program.');

export const EventTypeOnlyForCalendly = () =>
  new DomainError('EventTypeOnlyForCalendly', 'invalid', 'Only Calendly programs have a meeting type.');

export const ReferralCodeMalformed = () =>
  new DomainError('ReferralCodeMalformed', 'invalid', 'A referral code is 8 to 32 letters, digits, "-" or "_".');

// Also for another merchant's program: the HTTP layer answers 404 and never reveals that it exists.
export const ProgramNotFound = () => new DomainError('ProgramNotFound', 'not-found', 'Program not found.');

export const ProgramAlreadyArchived = () => new DomainError('ProgramAlreadyArchived', 'conflict', 'This program is already deleted.');

export const ProgramArchivedCannotChange = () => new DomainError('ProgramArchivedCannotChange', 'conflict', 'This program is deleted and can no longer be changed.');

export const ProgramNameInvalid = () => new DomainError('ProgramNameInvalid', 'invalid', 'The program name must be 1 to 100 characters.');

export const ProgramNotPaused = () => new DomainError('ProgramNotPaused', 'conflict', 'This program is not paused.');

export const CalendarNeededToResume = (integration: string) =>
  new DomainError(
    'CalendarNeededToResume',
    'conflict',
    `This program books through ${integration === 'calendly' ? 'Calendly' : 'Google Calendar'}, which is not connected. Connect it in Integrations; the program resumes by itself.`,
  );

export const DecisionDaysOutOfRange = () =>
  new DomainError('DecisionDaysOutOfRange', 'invalid', 'The decision deadline must be a whole number of days from 1 to 30 after the call.');

export const DeadlinePolicyUnknown = () =>
  new DomainError('DeadlinePolicyUnknown', 'invalid', 'At the deadline, a call is either approved automatically or sent to an admin.');
export const LeadRulesInvalid = (message: string) => new DomainError('LeadRulesInvalid', 'invalid', message);
