import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

// 系统监控 (issue 15 item 4): the last hour of process, request and database figures, and /metrics
// in the Prometheus text format behind a token or an allow-list.
describe('系统监控', () => {
  let server: TestServer;
  let admin: Client;
  beforeAll(async () => {
    server = await startServer({ METRICS_TOKEN: 'scrape-secret-123' });
    admin = await server.login('admin');
  });
  afterAll(() => server?.close());

  it('answers samples, latency by route and the database figures', async () => {
    for (let i = 0; i < 3; i++) await admin.get('/api/Permission/Users', { pageSize: 5, currentPage: i + 1 });
    const r = await admin.get('/api/System/Monitor');
    expect(r.code).toBe(200);
    expect(r.data.samples.length).toBeGreaterThan(0);
    expect(r.data.samples[0]).toMatchObject({ cpu: expect.any(Number), rss: expect.any(Number), loopP99: expect.any(Number), sockets: expect.any(Number) });
    const users = r.data.routes.find((x: any) => x.route === 'GET /api/Permission/Users');
    expect(users.count).toBe(3);
    expect(users.p99).toBeGreaterThanOrEqual(users.p50);
    expect(r.data.database.sizeBytes).toBeGreaterThan(0);
    expect(r.data.database.connections).toBeGreaterThanOrEqual(1);
    expect(r.data.database.slowest.length).toBeGreaterThan(0);
    expect(r.data.database.slowest[0]).toMatchObject({ sql: expect.any(String), calls: expect.any(Number) });
  });

  it('times statements without dropping their options: a statement timeout still ends the statement', async () => {
    // The collector wraps the app's database; a statement given a timeout through it must still be ended.
    const started = Date.now();
    const err = await server.database.query('SELECT pg_sleep(5)', [], { timeoutMs: 300 }).then(
      () => null,
      (e: { code?: string }) => e,
    );
    expect(err?.code).toBe('57014');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('serves /metrics in the Prometheus text format with the token, refuses without it', async () => {
    const refused = await fetch(`${server.url}/metrics`);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('process_cpu');
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer scrape-secret-124' } });
    expect(wrong.status).toBe(403);
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer scrape-secret-123' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/Permission\/Users",status_code="200"\} \d+/);
    expect(text).toMatch(/^educloud_database_size_bytes \d+/m);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('a school head and a teacher cannot read the monitor', async () => {
    for (const who of ['school1', 'teacher']) expect((await (await server.login(who)).get('/api/System/Monitor')).code).toBe(403);
  });
});

describe('/metrics by allow-list', () => {
  let server: TestServer;
  afterAll(() => server?.close());
  it('admits a listed address without a token; nothing is open by default', async () => {
    server = await startServer({ METRICS_ALLOW: '127.0.0.1, ::1' });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
    const closed = await startServer();
    try {
      expect((await fetch(`${closed.url}/metrics`)).status).toBe(403);
    } finally {
      await closed.close();
    }
  });
});
