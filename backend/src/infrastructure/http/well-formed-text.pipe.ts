import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { BAD_TEXT_MESSAGES, findBadText } from './request-text';

/**
 * Refuses NUL and unpaired surrogates in request bodies, query strings and route parameters with
 * a 400 naming the field (docs/architecture/security.md). Values of custom decorators (the
 * signed-in user, the request context) come from us, not from the client, and are not checked.
 */
@Injectable()
export class WellFormedTextPipe implements PipeTransform {
  transform(value: unknown, metadata?: ArgumentMetadata): unknown {
    if (metadata?.type === 'custom') return value;
    const found = findBadText(value);
    if (!found) return value;
    const message = BAD_TEXT_MESSAGES[found.problem];
    const field = [metadata?.data, found.path].filter(Boolean).join('.');
    const where = found.inKey ? (field ? `A field name inside ${field}` : 'A field name') : field;
    throw new BadRequestException(field && !found.inKey ? { message, errors: { [field]: message } } : { message: where ? `${where}: ${message}` : message });
  }
}
