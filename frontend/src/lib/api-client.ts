import type { ApiErrorBody } from '@leadledger/contracts/api-error';

/**
 * A non-OK response. `message` keeps the rule of docs/product/messages.md, Failed responses ("{status}: {body or status text}"),
 * which the retry rule matches on; `serverMessage` is the sentence a person should read in a toast.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    rawText: string,
    statusText: string,
  ) {
    super(`${status}: ${rawText || statusText}`);
  }

  get serverMessage(): string | undefined {
    return this.body?.message || undefined;
  }

  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).message === 'string') {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy error page, plain text): the raw text still ends up in `message`.
  }
  return null;
}

type Body = object | FormData | undefined;

export interface RequestOptions {
  /** Extra headers, e.g. `Idempotency-Key` on a booking. */
  headers?: Record<string, string>;
  /**
   * A 202 means "accepted, still on its way" (a payout being confirmed): thrown as an ApiError
   * with status 202 so the screen says so instead of reading the notice as the finished result.
   */
  acceptedIsPending?: boolean;
}

export async function apiRequest<T>(method: string, path: string, body?: Body, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok || (response.status === 202 && options.acceptedIsPending)) {
    throw new ApiError(response.status, parseErrorBody(text), text, response.statusText);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: Body, options?: RequestOptions) => apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: Body) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: Body) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** fetch() rejects with a TypeError whose text differs per browser when the network is down. */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof ApiError) return false;
  return /Failed to fetch|NetworkError|Load failed/i.test(error.message);
}

/** What a toast should say about a failed call: the server's sentence, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (isNetworkError(error)) return 'Cannot reach LeadLedger. Check your connection and try again.';
  return fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}
