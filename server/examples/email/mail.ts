import nodemailer from 'nodemailer';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';

/** One user's mail servers, the password decrypted only for the call. */
export interface MailServers {
  email: string;
  displayName: string;
  smtpHost: string;
  smtpPort: number;
  smtpTls: boolean;
  imapHost: string;
  imapPort: number;
  imapTls: boolean;
  loginUser: string;
  password: string;
}

export interface OutgoingMail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer }[];
}

const TIMEOUT = 20_000;

/** Sends through the account's SMTP server (nodemailer); answers the Message-ID. TLS from the first byte when smtpTls (port 465 style), otherwise STARTTLS when offered. */
export async function sendMail(s: MailServers, mail: OutgoingMail): Promise<string> {
  const transport = nodemailer.createTransport({
    host: s.smtpHost,
    port: s.smtpPort,
    secure: s.smtpTls,
    auth: { user: s.loginUser, pass: s.password },
    connectionTimeout: TIMEOUT,
    greetingTimeout: TIMEOUT,
    socketTimeout: TIMEOUT,
  });
  try {
    const info = await transport.sendMail({
      from: s.displayName ? { name: s.displayName, address: s.email } : s.email,
      to: mail.to,
      cc: mail.cc.length ? mail.cc : undefined,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments,
    });
    return info.messageId ?? '';
  } finally {
    transport.close();
  }
}

export interface InboxItem {
  uid: number;
  subject: string;
  from: string;
  date: number;
  seen: boolean;
  size: number;
}

async function withInbox<T>(s: MailServers, fn: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: s.imapHost,
    port: s.imapPort,
    secure: s.imapTls,
    auth: { user: s.loginUser, pass: s.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT,
    greetingTimeout: TIMEOUT,
    socketTimeout: TIMEOUT,
  });
  // a socket error after connect would otherwise be an unhandled 'error' event
  client.on('error', () => undefined);
  await client.connect();
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      return await fn(client);
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

const who = (a: { name?: string; address?: string }[] | undefined) => (a ?? []).map((x) => (x.name ? `${x.name} <${x.address ?? ''}>` : (x.address ?? ''))).join(', ');

/** The newest `limit` messages of INBOX, newest first. */
export async function listInbox(s: MailServers, limit = 50): Promise<InboxItem[]> {
  return withInbox(s, async (client) => {
    const exists = typeof client.mailbox === 'object' && client.mailbox ? client.mailbox.exists : 0;
    if (!exists) return [];
    const out: InboxItem[] = [];
    for await (const m of client.fetch(`${Math.max(1, exists - limit + 1)}:*`, { envelope: true, flags: true, uid: true, size: true })) {
      out.push({
        uid: m.uid,
        subject: m.envelope?.subject ?? '',
        from: who(m.envelope?.from),
        date: m.envelope?.date ? new Date(m.envelope.date).getTime() : 0,
        seen: m.flags?.has('\\Seen') ?? false,
        size: m.size ?? 0,
      });
    }
    return out.reverse();
  });
}

export interface MailDetail {
  uid: number;
  subject: string;
  from: string;
  to: string;
  date: number;
  text: string;
  attachments: { name: string; size: number }[];
}

/** One message (parsed with mailparser), marked read on the server as it is opened. */
export async function readMessage(s: MailServers, uid: number): Promise<MailDetail | null> {
  return withInbox(s, async (client) => {
    const m = await client.fetchOne(String(uid), { source: true, uid: true }, { uid: true });
    if (!m || !m.source) return null;
    const p = await simpleParser(m.source);
    await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    const addr = (v: typeof p.to) => (Array.isArray(v) ? v.map((x) => x.text).join(', ') : (v?.text ?? ''));
    return {
      uid,
      subject: p.subject ?? '',
      from: p.from?.text ?? '',
      to: addr(p.to),
      date: p.date ? p.date.getTime() : 0,
      text: p.text ?? '',
      attachments: p.attachments.map((a) => ({ name: a.filename ?? '', size: a.size })),
    };
  });
}

/** Marks a message read or unread. */
export async function markSeen(s: MailServers, uid: number, seen: boolean): Promise<void> {
  await withInbox(s, async (client) => {
    if (seen) await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    else await client.messageFlagsRemove(String(uid), ['\\Seen'], { uid: true });
  });
}
