/**
 * Text PostgreSQL cannot take or that is not text at all: U+0000 (refused by `text`) and UTF-16
 * surrogates without their pair (refused inside `jsonb`, and no character of any language).
 * Either reached the database and came back as a 500 (docs/architecture/security.md).
 */
export type BadText = 'nul' | 'unpaired-surrogate';

export const BAD_TEXT_MESSAGES: Record<BadText, string> = {
  nul: 'Text fields cannot contain the NUL character (\\u0000).',
  'unpaired-surrogate':
    'Text fields cannot contain an unpaired surrogate character (half of an emoji or symbol, \\uD800-\\uDFFF): retype the text and try again.',
};

export interface BadTextFound {
  problem: BadText;
  /** Where, as `field.sub.0`; empty when the value itself is the text. */
  path: string;
  /** The bad character is in a field's name rather than its value. */
  inKey: boolean;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function badTextIn(text: string): BadText | null {
  if (text.includes('\u0000')) return 'nul';
  return UNPAIRED_SURROGATE.test(text) ? 'unpaired-surrogate' : null;
}

/**
 * The first bad text in a parsed request value (strings, arrays, plain objects; own keys only).
 * A loop with its own stack, not recursion: a value nested thousands deep cannot overflow it.
 */
export function findBadText(value: unknown): BadTextFound | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = badTextIn(current);
      if (problem) return { problem, path, inKey: false };
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    // for...in rather than Object.entries: this runs on every parameter of every request.
    for (const key in current) {
      if (!Object.hasOwn(current, key)) continue;
      const problem = badTextIn(key);
      if (problem) return { problem, path, inKey: true };
      stack.push({ value: (current as Record<string, unknown>)[key], path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}
