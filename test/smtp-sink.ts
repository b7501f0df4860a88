import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the sink received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message, headers and body. */
  raw: string;
  /** A header's value (the first of that name), unfolded. */
  header: (name: string) => string | undefined;
  /** The body after the headers, transfer encoding undone for quoted-printable. */
  body: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Stops listening (the server is down: connections are refused). */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
}

function parse({ raw, from, to }: { raw: string; from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const rest = raw.slice(split + 4);
  const headers = head.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const);
  const header = (name: string) => headers.find(([key]) => key === name.toLowerCase())?.[1];
  const quotedPrintable = /quoted-printable/i.test(header('content-transfer-encoding') ?? '');
  const body = quotedPrintable
    ? Buffer.from(rest.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8')
    : rest;
  return { from, to, raw, header, body: body.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every mail it accepts, for tests of the
 * owner's mail, on `port` (default: a free one). No TLS and no authentication: the product's transport speaks plain SMTP to it, as to a relay that
 * does not offer STARTTLS.
 */
export async function startSmtpSink({ port: fixedPort = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let port = fixedPort;
  let server: SMTPServer;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          mails.push(parse({ raw: Buffer.concat(chunks).toString('utf8'), from, to: session.envelope.rcptTo.map((entry) => entry.address) }));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
  };
}
