import { isDistrict, type Role, type Row, type Target, type World } from './world';

/*
 * Matrix rows of 门户设计 and 大屏设计 (issue 16), beside table.ts like dataRows.ts. Designs are
 * district-wide, as page designs: their menu's button and district scope (admin, sysadmin); the
 * schools (school1, school2, teacher) are refused with the design as it was.
 */

const district = (menu: string, button: string) => (role: Role, _t: Target, w: World) => (isDistrict(role) && w.holds(role, menu, button) ? 'ok' : 403);

let seq = 0;
const portalDef = { cards: [{ i: 'a', x: 0, y: 0, w: 6, h: 4, kind: 'bar', title: '各校用户数', source: { type: 'aggregate', key: 'usersPerSchool' } }] };
const screenDef = { refreshSeconds: 30, background: '#000000', items: [{ i: 'a', x: 0, y: 0, w: 600, h: 300, kind: 'bar', title: '各校用户数', source: { type: 'aggregate', key: 'usersPerSchool' } }] };

function rowsOf(kind: 'Portal' | 'Screen', menu: string, definition: object): Record<string, Row> {
  const base = `/api/VisualDevelopment/${kind}`;
  const body = () => ({ fullName: `矩阵${kind}${++seq}`, enCode: `mx${kind}${process.pid % 1000}x${seq}`, definition });
  const fresh = (w: World) => w.viaAdmin(base, body());
  const watch = (w: World, id: string) => async () =>
    [await w.row('visual_portal', id)(), await w.rows('visual_portal_version', 'portal_id = $1', [id]), await w.rows('visual_portal_role', 'portal_id = $1', [id])].join('\n');
  const one = (button: string, method: string, url: (id: string) => string, bodyOf?: (w: World, id: string) => Promise<unknown> | unknown): Row => ({
    area: 'portal designs',
    targets: ['district'],
    expect: district(menu, button),
    async prepare(w) {
      const id = await fresh(w);
      return { url: url(id), body: await bodyOf?.(w, id), watch: watch(w, id) };
    },
  });
  const rows: Record<string, Row> = {
    [`POST ${base}`]: {
      area: 'portal designs',
      targets: ['district'],
      expect: district(menu, 'btn_add'),
      async prepare(w) {
        return { url: base, body: body(), watch: w.count('visual_portal') };
      },
    },
    [`PUT ${base}/:id`]: one('btn_edit', 'PUT', (id) => `${base}/${id}`, () => ({ ...body(), fullName: '被改名的设计' })),
    [`DELETE ${base}/:id`]: one('btn_remove', 'DELETE', (id) => `${base}/${id}`),
    [`POST ${base}/:id/Actions/Copy`]: {
      area: 'portal designs',
      targets: ['district'],
      expect: district(menu, 'btn_add'),
      async prepare(w) {
        const id = await fresh(w);
        return { url: `${base}/${id}/Actions/Copy`, watch: w.count('visual_portal') };
      },
    },
    [`POST ${base}/:id/Versions/:version/Actions/Restore`]: one('btn_edit', 'POST', (id) => `${base}/${id}/Versions/1/Actions/Restore`),
  };
  if (kind === 'Portal') {
    rows[`PUT ${base}/:id/Roles`] = one('btn_edit', 'PUT', (id) => `${base}/${id}/Roles`, async (w) => ({
      roleIds: (await w.q<{ id: string }>(`SELECT id FROM role WHERE en_code IN ('schoolAdmin', 'teacher')`)).map((r) => r.id),
    }));
  }
  return rows;
}

export const PORTAL_ROWS: Record<string, Row> = {
  ...rowsOf('Portal', 'onlineDev.portal', portalDef),
  ...rowsOf('Screen', 'onlineDev.bigScreen', screenDef),
};
