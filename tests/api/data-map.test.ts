import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/* 数据地图 (issue 15 item 12): the district's schools with their counts, on geometry the server ships. */

let server: TestServer;
let sysadmin: Client;
let teacher: Client;

beforeAll(async () => {
  server = await startServer();
  sysadmin = await server.login('sysadmin');
  teacher = await server.login('teacher');
});
afterAll(async () => {
  await server?.close();
});

describe('数据地图', () => {
  it("lists every school with its users, students and records, as the database counts them", async () => {
    const r = await sysadmin.get('/api/System/DataMap');
    expect(r.code).toBe(200);
    const names = r.data.schools.map((s: any) => s.fullName).sort();
    expect(names).toEqual(['城东实验小学', '城东第一中学', '城东第二中学'].sort());
    const cdyz = r.data.schools.find((s: any) => s.enCode === 'CDYZ');
    const [expected] = await server.database.query<{ users: number; students: number }>(
      `SELECT (SELECT count(*)::int FROM users u JOIN organize o ON o.id = u.organize_id WHERE o.tree_path LIKE s.tree_path || '%') AS users,
              (SELECT count(*)::int FROM model_record m JOIN organize o ON o.id = m.organize_id WHERE m.model_id = 'model-student' AND o.tree_path LIKE s.tree_path || '%') AS students
         FROM organize s WHERE s.en_code = 'CDYZ'`,
    );
    expect(cdyz.users).toBe(expected.users);
    expect(cdyz.users).toBeGreaterThan(10);
    expect(cdyz.students).toBe(expected.students);
    expect(cdyz.records).toBeGreaterThanOrEqual(cdyz.students);
    expect(typeof cdyz.lng).toBe('number');
  });

  it('serves the map geometry itself (no network at run time)', async () => {
    const r = await sysadmin.get('/api/System/DataMap/Geometry');
    expect(r.code).toBe(200);
    expect(r.data.features.some((f: any) => f.properties.name === '广东')).toBe(true);
  });

  it('the teacher, who lacks the menu, is refused', async () => {
    expect((await teacher.get('/api/System/DataMap')).code).toBe(403);
    expect((await teacher.raw('/api/System/DataMap/Geometry')).status).toBe(403);
  });
});
