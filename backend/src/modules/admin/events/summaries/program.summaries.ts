import { actorOf, type Summariser } from './summary-input';
import { capitalised, dollars, sentence, whose } from './summary-text';

const INTEGRATIONS: Record<string, string> = { google: 'Google Calendar', calendly: 'Calendly' };

/**
 * Program changes are events (README "Program changes are events"). The program's name in a
 * summary is the one the event carries when it has one, so a renamed program reads as it was then.
 */
export const PROGRAM_SUMMARIES: Record<string, Summariser> = {
  ProgramCreated: (event, names) => {
    const d = event.data;
    return capitalised(
      sentence(
        actorOf(event, names, names.merchant(d.merchantId)),
        ' created ',
        names.program(d.programId, d.name),
        `, paying ${dollars(d.payoutCents)} per approved call, booked through ${INTEGRATIONS[String(d.integration)] ?? 'a calendar'}`,
      ),
    );
  },
  ProgramArchived: (event, names) =>
    capitalised(sentence(actorOf(event, names, names.merchant(event.data.merchantId)), ' archived ', names.program(event.data.programId), ': no new joins or bookings')),
  // Calls already booked keep their commission (docs/architecture/invariants.md).
  ProgramCommissionChanged: (event, names) => {
    const d = event.data;
    return capitalised(
      sentence(actorOf(event, names, names.merchant(d.merchantId)), ' changed ', ...whose(names.program(d.programId)), ` commission from ${dollars(d.fromCents)} to ${dollars(d.toCents)}`),
    );
  },
  ProgramRenamed: (event, names) => {
    const d = event.data;
    return capitalised(sentence(actorOf(event, names, names.merchant(d.merchantId)), ` renamed ${typeof d.from === 'string' ? d.from : 'a program'} to `, names.program(d.programId, d.to)));
  },
  ProgramPaused: (event, names) => {
    const d = event.data;
    if (d.reason === 'calendar-disconnected') return capitalised(sentence(names.program(d.programId), ' was paused because its calendar was disconnected'));
    return capitalised(sentence(actorOf(event, names, names.merchant(d.merchantId)), ' paused ', names.program(d.programId), ': its links take no bookings'));
  },
  ProgramResumed: (event, names) => {
    const d = event.data;
    if (d.reason === 'calendar-connected') return capitalised(sentence(names.program(d.programId), ' resumed when its calendar was connected again'));
    return capitalised(sentence(actorOf(event, names, names.merchant(d.merchantId)), ' resumed ', names.program(d.programId)));
  },
  ProgramDecisionTermsChanged: (event, names) => {
    const d = event.data;
    return capitalised(sentence(actorOf(event, names, names.merchant(d.merchantId)), ' set ', names.program(d.programId), `'s decision deadline to ${termsWords(d.to)} (was ${termsWords(d.from)})`));
  },
  // docs/product/lead-quality.md, Program rules.
  ProgramLeadRulesChanged: (event, names) => {
    const d = event.data;
    const countries = Array.isArray(d.expectedCountries) && d.expectedCountries.length > 0 ? `customers expected from ${d.expectedCountries.join(', ')}` : 'customers from anywhere';
    const signals = Array.isArray(d.rejectSignals) ? d.rejectSignals : [];
    const rules = [typeof d.rejectAtOrBelow === 'number' ? `a score at or below ${d.rejectAtOrBelow}` : null, signals.length > 0 ? `any of ${signals.join(', ')}` : null].filter(Boolean);
    const rejection = rules.length > 0 ? `rejecting automatically on ${rules.join(' or ')}` : 'no automatic rejection';
    return capitalised(sentence(actorOf(event, names, names.merchant(d.merchantId)), ' set the lead rules of ', names.program(d.programId), `: ${countries}, ${rejection}`));
  },
};

/** "5 days after the call, then approve automatically". */
function termsWords(terms: unknown): string {
  const t = (terms ?? {}) as { days?: unknown; onDeadline?: unknown };
  const days = typeof t.days === 'number' ? `${t.days} day${t.days === 1 ? '' : 's'}` : 'an unknown time';
  return `${days} after the call, then ${t.onDeadline === 'approve' ? 'approve automatically' : 'send to an admin'}`;
}
