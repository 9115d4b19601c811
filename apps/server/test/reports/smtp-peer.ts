/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every message it
 * receives, plus a small MIME reader for what nodemailer sends: multipart bodies split by their
 * boundaries, leaves decoded from base64 or quoted-printable.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** Every leaf part (text, HTML, images, files). */
  parts: MimePart[];
}

export interface SmtpPeer {
  port: number;
  mails: ReceivedMail[];
  /** Resolves once `count` mails in total have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function splitHeaders(text: string): { headers: Record<string, string>; body: string } {
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const body = end === -1 ? '' : text.slice(end + 4);
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );
    default:
      return Buffer.from(body, 'latin1');
  }
}

export function mimeLeaves(text: string): MimePart[] {
  const { headers, body } = splitHeaders(text);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary)
    return [{ headers, body: decodeBody(body, headers['content-transfer-encoding']) }];
  const sections = body.split(`--${boundary}`).slice(1);
  const leaves: MimePart[] = [];
  for (const section of sections) {
    if (section.startsWith('--')) break;
    leaves.push(...mimeLeaves(section.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  }
  return leaves;
}

export async function startSmtpPeer(options: { rejectWith?: string } = {}): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.rejectWith) {
          callback(Object.assign(new Error(options.rejectWith), { responseCode: 554 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('latin1');
        const { headers } = splitHeaders(raw);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: headers.subject ?? '',
          parts: mimeLeaves(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
