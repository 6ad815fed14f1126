import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/**
 * PostgreSQL cannot store U+0000 in text; without this check such input reached the database
 * and came back as a 500. No legitimate name, email or code contains it: refuse it up front.
 */
@Injectable()
export class NoNulCharactersPipe implements PipeTransform {
  transform(value: unknown): unknown {
    if (containsNul(value, 0)) throw new BadRequestException('Text fields cannot contain the NUL character (\\u0000).');
    return value;
  }
}

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  // A plain loop: this runs on every parameter of every request, and Object.entries allocated
  // an array of pairs each time.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || containsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
