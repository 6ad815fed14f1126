import { join } from 'node:path';

/**
 * The embedded cluster runs on this machine, so the app reaches it through a Unix socket in the
 * cluster's own directory rather than TCP on 127.0.0.1: the same protocol, without the loopback
 * TCP stack on both ends of every statement. Measured on bookings: more bookings a second and less
 * CPU a booking, app and database, in most pairs (docs/operations/benchmarks.md, The embedded database
 * over a Unix socket). TCP on 127.0.0.1 stays open for tools and for bulk work (overTcp).
 */

/** The longest socket path the kernel takes (sun_path: 108 bytes on Linux, 104 on macOS, with its NUL). */
const SOCKET_PATH_LIMIT = 103;
/** Characters that pass through `unix_socket_directories` (a quoted, comma-separated list) and a URL unchanged. */
const PLAIN_PATH = /^[A-Za-z0-9_./-]+$/;

/** Where the cluster in `clusterDir` should put its socket, or null when TCP must do (Windows, a long or unusual path). */
export function socketDirectoryFor(clusterDir: string, platform: NodeJS.Platform = process.platform): string | null {
  if (platform === 'win32' || !PLAIN_PATH.test(clusterDir)) return null;
  // The socket is named after the port; the longest port gives the longest name.
  return join(clusterDir, '.s.PGSQL.65535').length <= SOCKET_PATH_LIMIT ? clusterDir : null;
}

/**
 * postgres's flags for that directory. Without one, no socket at all rather than PostgreSQL's
 * default (often /tmp, which cleaners may empty): the app then keeps to TCP, predictably.
 */
export function socketFlags(directory: string | null): string[] {
  return ['-c', `unix_socket_directories=${directory ?? ''}`];
}

/**
 * The socket directory a running server wrote in its postmaster.pid (line 5, after the port), or
 * null when it listens on none. A cluster started by an older version of the app may have its
 * socket elsewhere: whatever it reports is where it is.
 */
export function socketDirectoryOfRunning(pidFile: string): string | null {
  const directory = pidFile.split('\n')[4]?.trim();
  return directory ? directory : null;
}

/**
 * The cluster's connection string: 127.0.0.1 and the port, as tools expect, and the socket's
 * directory as `host`, which the pg driver (and libpq) take over the address. The port still
 * names the socket file.
 */
export function embeddedUrl(password: string, port: number, socketDirectory: string | null): string {
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return socketDirectory ? `${url}?host=${encodeURIComponent(socketDirectory)}` : url;
}

/**
 * The same cluster over TCP on 127.0.0.1. A rebuild's large pages and COPY streams ran 6-13 %
 * slower over the socket in every pair measured, so the rebuild CLI keeps to TCP
 * (docs/operations/benchmarks.md, The embedded database over a Unix socket). Only for the embedded
 * cluster's URLs: a DATABASE_URL's own `host` is the operator's choice.
 */
export function overTcp(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('host');
  return parsed.toString();
}
