import { embeddedUrl, overTcp, socketDirectoryFor, socketDirectoryOfRunning, socketFlags } from './embedded-socket';

describe('the embedded cluster over a Unix socket', () => {
  it('puts the socket in the cluster directory when its path fits', () => {
    expect(socketDirectoryFor('/var/lib/leadledger/pg', 'linux')).toBe('/var/lib/leadledger/pg');
    expect(socketFlags('/var/lib/leadledger/pg')).toEqual(['-c', 'unix_socket_directories=/var/lib/leadledger/pg']);
  });

  it('keeps to TCP on Windows, for a path too long for a socket, and for characters the setting or the URL would change', () => {
    expect(socketDirectoryFor('C:/leadledger/pg', 'win32')).toBeNull();
    // 88 characters + "/.s.PGSQL.65535" is 103, the longest; one more is too long.
    const longest = `/${'a'.repeat(84)}/pg`;
    expect(longest).toHaveLength(88);
    expect(socketDirectoryFor(longest, 'linux')).toBe(longest);
    expect(socketDirectoryFor(`/a${longest}`, 'linux')).toBeNull();
    expect(socketDirectoryFor('/home/a user/pg', 'linux')).toBeNull();
    expect(socketDirectoryFor('/data,other/pg', 'linux')).toBeNull();
    expect(socketFlags(null)).toEqual(['-c', 'unix_socket_directories=']);
  });

  it("reads a running server's socket directory from its postmaster.pid, and none when the line is empty", () => {
    const pid = (socketLine: string) => ['4242', '/data/pg', '1764400000', '5433', socketLine, '127.0.0.1', '  1234   5678', 'ready   ', ''].join('\n');
    expect(socketDirectoryOfRunning(pid('/data/pg'))).toBe('/data/pg');
    expect(socketDirectoryOfRunning(pid('/tmp'))).toBe('/tmp');
    expect(socketDirectoryOfRunning(pid(''))).toBeNull();
    expect(socketDirectoryOfRunning('4242\n/data/pg\n')).toBeNull();
  });

  // The driver connecting through it is shown in test/embedded-database-socket.e2e.spec.ts.
  it('names the socket as the host parameter, beside the port that names the socket file', () => {
    const url = new URL(embeddedUrl('p@ss/word', 5433, '/data/pg'));
    expect([url.hostname, url.port, decodeURIComponent(url.password), url.pathname]).toEqual(['127.0.0.1', '5433', 'p@ss/word', '/postgres']);
    expect(url.searchParams.get('host')).toBe('/data/pg');
    // Another database or user of the cluster, as ensureDatabase and the app role make them, keeps the socket.
    url.pathname = '/leadledger';
    url.username = 'leadledger_app';
    expect(new URL(url.toString()).searchParams.get('host')).toBe('/data/pg');
  });

  it('connects over TCP on 127.0.0.1 without a socket, and bulk work asks for TCP with one', () => {
    expect(embeddedUrl('secret', 5433, null)).toBe('postgres://postgres:secret@127.0.0.1:5433/postgres');
    expect(overTcp(`${embeddedUrl('secret', 5433, '/data/pg').replace('/postgres?', '/leadledger?application_name=x&')}`)).toBe(
      'postgres://postgres:secret@127.0.0.1:5433/leadledger?application_name=x',
    );
  });
});
