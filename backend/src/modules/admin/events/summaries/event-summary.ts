import { ACCOUNT_SUMMARIES } from './account.summaries';
import { CALL_SUMMARIES } from './call.summaries';
import { DISPUTE_SUMMARIES } from './dispute.summaries';
import { MEMBERSHIP_SUMMARIES } from './membership.summaries';
import { type NameBook, Names } from './name-book';
import { OTHER_SUMMARIES } from './other.summaries';
import { PROGRAM_SUMMARIES } from './program.summaries';
import { actorOf, type Summariser, type SummaryInput } from './summary-input';
import { capitalised, sentence, type Summary, typeInWords } from './summary-text';
import { WALLET_SUMMARIES } from './wallet.summaries';

/** Every event type the system writes, with its sentence (event-summary.coverage.spec.ts keeps this whole). */
export const SUMMARIES: Readonly<Record<string, Summariser>> = {
  ...CALL_SUMMARIES,
  ...DISPUTE_SUMMARIES,
  ...WALLET_SUMMARIES,
  ...PROGRAM_SUMMARIES,
  ...MEMBERSHIP_SUMMARIES,
  ...OTHER_SUMMARIES,
  ...ACCOUNT_SUMMARIES,
};

/**
 * One line in words for an event: names and dollars instead of ids and cents. Pure: the names
 * come in the book. A type without a sentence (written by a newer version) still reads as words,
 * and data that is not what the type promises never throws: the log must always render.
 */
export function summarise(event: SummaryInput, book: NameBook): Summary {
  const names = new Names(book);
  const data = event.data !== null && typeof event.data === 'object' ? event.data : {};
  const input = { ...event, data };
  const summariser = Object.prototype.hasOwnProperty.call(SUMMARIES, event.type) ? SUMMARIES[event.type] : undefined;
  if (summariser) {
    try {
      return summariser(input, names);
    } catch {
      // Fall through to the type's words: a malformed old event must not break the page.
    }
  }
  const actor = event.actor.userId ? actorOf(input, names, { text: 'someone' }) : null;
  return capitalised(sentence(typeInWords(event.type), actor ? ' by ' : '', actor));
}
