import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

// Local mail servers for the tests of 邮件收发: nothing reaches the internet. SMTP is nodemailer's
// smtp-server (it keeps every mail it accepts, parsed); IMAP is hoodiecrow, a scriptable RFC 3501
// server holding one account's INBOX in memory.

const require = createRequire(import.meta.url);
// hoodiecrow is CommonJS without types: its server has listen/close and an in-memory storage.
const hoodiecrow = require('hoodiecrow-imap') as (opts: object) => {
  listen(port: number, host: string, cb: () => void): void;
  close(cb?: () => void): void;
  server: { address(): AddressInfo };
};

export const MAIL_USER = 'teacher@school.test';
export const MAIL_PASSWORD = 'mail-secret-1';

export interface SmtpStandIn {
  port: number;
  received: ParsedMail[];
  /** the AUTH user name and password each session signed in with */
  logins: { user: string; pass: string }[];
  close(): Promise<void>;
}

export async function startSmtp(): Promise<SmtpStandIn> {
  const received: ParsedMail[] = [];
  const logins: { user: string; pass: string }[] = [];
  const server = new SMTPServer({
    secure: false,
    // plain auth over a local socket: a test server, no certificate
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
      if (auth.username === MAIL_USER && auth.password === MAIL_PASSWORD) cb(null, { user: auth.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          cb();
        },
        (err) => cb(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, logins, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
/** An RFC 5322 message in 7-bit ASCII (hoodiecrow keeps it as a string): headers and body UTF-8 in base64. */
export function rawMail(m: { fromName: string; from: string; subject: string; text: string; date?: Date; id?: string }): string {
  return [
    `From: =?UTF-8?B?${b64(m.fromName)}?= <${m.from}>`,
    `To: ${MAIL_USER}`,
    `Subject: =?UTF-8?B?${b64(m.subject)}?=`,
    `Date: ${(m.date ?? new Date('2026-11-24T08:00:00Z')).toUTCString()}`,
    `Message-ID: <${m.id ?? Math.random().toString(36).slice(2)}@school.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64(m.text),
    '',
  ].join('\r\n');
}

export interface ImapStandIn {
  port: number;
  close(): Promise<void>;
}

/** An IMAP server whose INBOX holds `messages` (raw RFC 5322 text) for MAIL_USER / MAIL_PASSWORD. */
export async function startImap(messages: string[]): Promise<ImapStandIn> {
  const server = hoodiecrow({
    users: { [MAIL_USER]: { password: MAIL_PASSWORD } },
    plugins: ['ID', 'ENABLE', 'UIDPLUS', 'SPECIAL-USE'],
    storage: { INBOX: { messages: messages.map((raw) => ({ raw, flags: [] })) } },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { port: server.server.address().port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
