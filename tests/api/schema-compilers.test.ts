import { afterAll, describe, expect, it } from 'vitest';
import { compiledSchemaCount } from '../../server/http/schemaCompilers';
import { startServer, type TestServer } from '../support/server';

// Route schemas are compiled once per process (server/http/schemaCompilers.ts): a second app in the
// same process reuses the first one's validators and serialisers, and they still refuse and shape
// exactly as before.
describe('route schemas compiled once per process', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('a second app compiles no schema anew, and its validators and serialisers still work', async () => {
    servers.push(await startServer());
    const afterFirst = compiledSchemaCount();
    expect(afterFirst).toBeGreaterThan(100);
    const second = await startServer();
    servers.push(second);
    expect(compiledSchemaCount()).toBe(afterFirst);

    // The shared validator refuses on the second app, with the field named in the envelope.
    const bad = await second.anonymous.post('/api/Common/Login/Login', { account: '', password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('account');
    // The shared serialiser shapes the second app's answers: signed in, the token is there.
    const admin = await second.login('admin');
    const me = await admin.get('/api/Common/Login/CurrentUser');
    expect(me.code).toBe(200);
    expect(me.data.userInfo.userAccount).toBe('admin');
  });
});
