import type { SummaryLink, TimelineKind } from '@leadledger/contracts/admin';

/** A name in a sentence; with `link`, the console opens that subject's timeline from it. */
export interface Named {
  text: string;
  link?: { kind: TimelineKind; id: string };
}

export type Piece = string | Named | null | undefined | false;

export interface Summary {
  text: string;
  links: SummaryLink[];
}

/** Joins pieces into one sentence, remembering where each linked name sits (absent pieces drop out). */
export function sentence(...pieces: Piece[]): Summary {
  let text = '';
  const links: SummaryLink[] = [];
  for (const piece of pieces) {
    if (!piece) continue;
    if (typeof piece === 'string') {
      text += piece;
      continue;
    }
    if (piece.link) links.push({ kind: piece.link.kind, id: piece.link.id, start: text.length, length: piece.text.length });
    text += piece.text;
  }
  return { text, links };
}

/** Integer cents as dollars with cents and thousands separators; money is formatted only here, at the edge. */
export function dollars(cents: unknown): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return 'an unknown amount';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** An ISO instant as "2026-03-01 09:00 UTC": admins read the log across time zones. */
export function when(iso: unknown): string {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return 'an unknown time';
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Text the sender typed, quoted and kept to one readable line. */
export function quoted(text: unknown, max = 80): string | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const line = text.trim().replace(/\s+/g, ' ');
  return `"${line.length > max ? `${line.slice(0, max - 1)}…` : line}"`;
}

/** "Dana Lee's" from "Dana Lee"; a name ending in s takes only the apostrophe. */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** A name followed by its possessive ending, leaving the link on the name alone: [Discovery]'s. */
export const whose = (named: Named): Piece[] => [named, /s$/i.test(named.text) ? "'" : "'s"];

/** The first letter up, for a sentence that starts with a fallback such as "a merchant". */
export function capitalised(summary: Summary): Summary {
  return { ...summary, text: summary.text.charAt(0).toUpperCase() + summary.text.slice(1) };
}

/** A type name as words for types without a summary of their own: "PayoutHeld" -> "Payout held". */
export function typeInWords(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A processor's reason inside a sentence: trimmed, without its closing full stop. */
export function reasonText(reason: unknown): string {
  return typeof reason === 'string' && reason.trim() ? reason.trim().replace(/\.+$/, '') : 'no reason given';
}
