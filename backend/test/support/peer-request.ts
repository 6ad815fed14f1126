import type { Server } from 'node:http';
import { Duplex } from 'node:stream';

export interface PeerResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A GET into the app's HTTP server over a connection whose peer is `remoteAddress`. The test app
 * can only be reached from this machine, so a request "from elsewhere" is a stream handed to the
 * server as a connection (Node accepts any Duplex there), with the peer address it would report.
 */
export function getFromPeer(server: Server, remoteAddress: string, path: string, headers: Record<string, string> = {}): Promise<PeerResponse> {
  let raw = '';
  const socket = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString('utf8');
      done();
    },
  });
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  const answered = new Promise<PeerResponse>((resolve, reject) => {
    socket.once('finish', () => resolve(parse(raw)));
    socket.once('error', reject);
  });
  server.emit('connection', socket);
  const lines = Object.entries({ Host: 'leadledger.test', ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.push(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
  return answered;
}

function parse(raw: string): PeerResponse {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine, ...headerLines] = raw.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.slice(split + 4) };
}
