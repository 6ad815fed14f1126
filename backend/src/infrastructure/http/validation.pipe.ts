import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * Request bodies are checked against their DTO; unknown fields are dropped. The response names
 * each bad field with the first broken rule, in the DTO's own words (docs/product/validation.md).
 * With stopAtFirstError class-validator runs a property's decorators bottom-up, so DTOs declare
 * their presence and type checks last.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors: ValidationError[]) => {
      const fields: Record<string, string> = {};
      collect(errors, '', fields);
      const messages = Object.values(fields);
      return new BadRequestException({ message: messages.join(' ') || 'The request is not valid.', errors: fields });
    },
  });
}

function collect(errors: ValidationError[], prefix: string, into: Record<string, string>): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const first = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (first) into[path] = first;
    if (error.children?.length) collect(error.children, path, into);
  }
}
