import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** Headers unfolded, by lower-case name. */
  headers: Record<string, string>;
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedEmail[];
  /** The next `n` messages are refused after their data was sent (451), as a busy server does. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server process-local to the test (the `smtp-server` package) on a free port: it
 * takes messages over the wire as any mail server would, requires the user and password of its
 * URL, and keeps what it accepted.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  let refusing = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: 'mailer' });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing > 0) {
          refusing -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), headers: headersOf(raw), raw });
        callback(null, `Queued as q${received.length}`);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    refuseNext: (n) => void (refusing = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return Object.fromEntries(head.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}
