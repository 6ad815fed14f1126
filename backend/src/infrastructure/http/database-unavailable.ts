/**
 * A PostgreSQL connection lost or refused (the server restarting, an operator terminating
 * connections, a failover): class 08 connection exceptions, 57P01-57P03 shutdown and "cannot
 * connect now", 53300 too many connections, or pg's own words when the socket closes ("Connection
 * terminated", or a pooled client that already saw its connection fail). TypeORM wraps the
 * driver's error as `driverError`. Such a request is answered 503, a retry is safe (writes are
 * idempotent or keyed, docs/architecture/money-movements.md), and it is not a bug to page someone
 * about.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError];
  return candidates.some((candidate) => {
    if (!candidate || typeof candidate !== 'object') return false;
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300' || code === 'ECONNREFUSED' || code === 'ECONNRESET')) return true;
    return typeof message === 'string' && /^Connection terminated|^Client has encountered a connection error/.test(message);
  });
}

export const DATABASE_UNAVAILABLE = 'We lost the connection to our database for a moment. Please try again.';
