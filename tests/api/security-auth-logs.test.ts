import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import type { LoggingCodeSender } from '../../server/loginCode/codeSender';

// Issue 11, secrets in logs: the server's own log (default level) must not carry an SMS code, a QR
// ticket, a download ticket or an image signature, although each travels in a request it logs.

let server: TestServer;
let teacher: Client;
let log = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (b: Buffer) => (log += b.toString()));
  server = await startServer({}, { logStream: stream });
  teacher = await server.login('teacher');
});
afterAll(() => server?.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n% test document\n');

async function upload(c: Client, type: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return (await c.raw(`/api/Common/Upload/${type}`, { method: 'POST', body: form })).json();
}

describe('the server log', () => {
  it('logs the requests that carry a ticket or signature without the ticket or signature', async () => {
    const image = await upload(teacher, 'avatar', 'me.png', PNG);
    const signature = new URL(image.data.url, server.url).searchParams.get('s')!;
    expect(signature).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await fetch(server.url + image.data.url)).status).toBe(200);

    const doc = await upload(teacher, 'annex', '课表.pdf', PDF);
    const link = await teacher.get(`/api/Common/Download/Url/annex/${doc.data.fileId}`);
    const ticket = new URL(link.data.url, server.url).searchParams.get('ticket')!;
    expect(ticket.length).toBeGreaterThan(20);
    expect((await fetch(server.url + link.data.url)).status).toBe(200);

    const qr = await server.anonymous.post('/api/Common/Login/QrTicket');
    const qrTicket: string = qr.data.ticket;
    expect((await server.anonymous.get(`/api/Common/Login/QrTicket/${qrTicket}`)).data.state).toBe('waiting');

    await server.app.close(); // flush: every line is in the stream once the server has closed
    // The requests were logged…
    expect(log).toContain(`/api/Common/Download/annex/${doc.data.fileId}?ticket=***`);
    expect(log).toContain(`/api/Common/Image/avatar/${image.data.fileId}.png?s=***`);
    expect(log).toContain('/api/Common/Login/QrTicket/***');
    // …and no secret made it into any line.
    expect(log).not.toContain(signature);
    expect(log).not.toContain(ticket.split('.')[1]);
    expect(log).not.toContain(qrTicket);
  });
});

describe('SMS codes', () => {
  it('are not written to the log at the default level', async () => {
    const other = new PassThrough();
    let text = '';
    other.on('data', (b: Buffer) => (text += b.toString()));
    const s = await startServer({}, { logStream: other });
    try {
      const [t] = await s.database.query<{ mobile: string }>(`SELECT mobile FROM users WHERE account = 'teacher'`);
      expect((await s.anonymous.post('/api/Common/Login/SendCode', { mobile: t.mobile })).code).toBe(200);
      const code = (s.app.codeSender as LoggingCodeSender).lastCode(t.mobile)!;
      expect(code).toMatch(/^\d{6}$/);
      await s.app.close();
      expect(text).toContain('/api/Common/Login/SendCode');
      expect(text).not.toMatch(/sign-in code/);
      expect(text).not.toContain(code);
    } finally {
      await s.close();
    }
  });

  it('are written to the log at debug level, for a demo without an SMS gateway', async () => {
    const other = new PassThrough();
    let text = '';
    other.on('data', (b: Buffer) => (text += b.toString()));
    const s = await startServer({ LOG_LEVEL: 'debug' }, { logStream: other });
    try {
      const [t] = await s.database.query<{ mobile: string }>(`SELECT mobile FROM users WHERE account = 'teacher'`);
      await s.anonymous.post('/api/Common/Login/SendCode', { mobile: t.mobile });
      const code = (s.app.codeSender as LoggingCodeSender).lastCode(t.mobile)!;
      await s.app.close();
      expect(text).toContain(`sign-in code for ${t.mobile}: ${code}`);
    } finally {
      await s.close();
    }
  });
});
