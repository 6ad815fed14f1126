import { isUuid } from '../shared/paging';

/** What one query string is matched with: an ILIKE pattern, and the id it names when it is a UUID. */
export interface SearchTerms {
  /** `%text%` with the text's own `%`, `_` and `\` escaped, so they match themselves. */
  contains: string;
  /** Lower-cased when q is a whole UUID: ids then match exactly, never by substring. */
  uuid: string | null;
}

/** Escapes LIKE's wildcards with a backslash, PostgreSQL's default LIKE escape character. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function searchTerms(q: string): SearchTerms {
  return { contains: `%${escapeLike(q)}%`, uuid: isUuid(q) ? q.toLowerCase() : null };
}

/** At most this many results per group; one more row is read only to say "there are more". */
export const GROUP_LIMIT = 10;
