import type { ResponseObject } from './openapi-types';
import type { EndpointAccess } from './endpoint-access';

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } };
const error = (description: string): ResponseObject => ({ description, content: ERROR_BODY });

/**
 * The error answers an endpoint can give, each with the one error shape every error has
 * (ApiExceptionFilter, contracts/api-error.ts): which apply follows from what the endpoint takes
 * and who may call it, as the pipeline decides them (validation pipe, session guard, rate limits).
 */
export function errorResponses(endpoint: { method: string; path: string; access: EndpointAccess; hasInput: boolean }): Record<string, ResponseObject> {
  const writes = endpoint.method !== 'get';
  return {
    ...(endpoint.hasInput && { '400': error('The request is not valid: `message` says what to fix, `errors` names each field.') }),
    ...(endpoint.access.kind === 'signed-in' && { '401': error('Not signed in, the session expired, or the account is suspended.') }),
    ...(endpoint.access.kind === 'signed-in' && endpoint.access.roles && { '403': error(`Signed in with another kind of account (only ${endpoint.access.roles.join(' or ')}).`) }),
    ...(endpoint.path.includes('{') && { '404': error('Nothing with that id, or it is not yours.') }),
    ...(writes && { '409': error('The current state forbids it (already decided, already a member, …); `code` names the rule.') }),
    ...(writes && { '422': error('A business rule refuses the values; `code` names the rule.') }),
    '429': error('Too many requests: wait for the seconds in the Retry-After header.'),
    '503': error('The database or event store is briefly unavailable: retry after the Retry-After header.'),
  };
}
