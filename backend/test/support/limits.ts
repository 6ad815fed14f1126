import type request from 'supertest';

/** Every 429 says when to come back (docs/architecture/security.md). */
export function expectRetryAfter(res: request.Response): void {
  expect(res.status).toBe(429);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

/** Runs `fn` with an environment variable set, then puts the previous value back. */
export async function withEnv<T>(name: string, value: string, fn: () => Promise<T>): Promise<T> {
  const before = process.env[name];
  process.env[name] = value;
  try {
    return await fn();
  } finally {
    // Assigning undefined to process.env stores the string "undefined": an unset variable is deleted.
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
}
