/**
 * A business rule said no. `code` is stable (clients and tests match on it); `message` is for a
 * person. The HTTP layer maps the kind to a status: a missing thing 404, a state conflict 409,
 * an invalid request 422.
 */
export type DomainErrorKind = 'not-found' | 'conflict' | 'invalid';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}
