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
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner, depth + 1));
}
