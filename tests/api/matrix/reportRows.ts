import type { Role, Row, Target, World } from './world';

/*
 * Matrix rows of 报表设计 (issue 16 item 3), kept beside table.ts so parallel branches add one spread
 * line there. Report definitions are district data of the 报表设计 menu: its holders (admin,
 * sysadmin) write them, the schools and teachers get 403 with nothing changed. Publishing also
 * writes a menu entry, so it needs 系统菜单's button too.
 */
const holder = (menu: string, button?: string, also?: [string, string]) => (role: Role, _t: Target, w: World) =>
  w.holds(role, menu, button) && (!also || w.holds(role, also[0], also[1])) ? 'ok' : 403;

let seq = 0;
const B = '/api/VisualDevelopment/DataReport';
const definition = () => ({
  dataset: { type: 'model', id: 'model-leave', fields: [{ name: 'leaveType', label: '请假类型' }, { name: 'days', label: '天数' }] },
  filters: [],
  blocks: [{ id: 'p', type: 'pivot', rows: ['leaveType'], columns: [], measures: [{ field: 'days', agg: 'sum' }] }],
});
const body = () => ({ fullName: '矩阵报表', enCode: `mxrp${process.pid % 1000}x${++seq}`, definition: definition() });
const fresh = (w: World) => w.viaAdmin(B, body());
const reportAndVersions = (id: string) => (w: World) => async () =>
  (await w.row('data_report', id)()) + (await w.rows('data_report_version', 'report_id = $1', [id]));

export const REPORT_ROWS: Record<string, Row> = {
  [`POST ${B}`]: {
    area: 'reports',
    targets: ['district'],
    expect: holder('onlineDev.dataReport', 'btn_add'),
    async prepare(w) {
      return { url: B, body: body(), watch: w.count('data_report') };
    },
  },
  [`PUT ${B}/:id`]: {
    area: 'reports',
    targets: ['district'],
    expect: holder('onlineDev.dataReport', 'btn_edit'),
    async prepare(w) {
      const id = await fresh(w);
      return { url: `${B}/${id}`, body: { ...body(), fullName: '被改名的报表' }, watch: reportAndVersions(id)(w) };
    },
  },
  [`DELETE ${B}/:id`]: {
    area: 'reports',
    targets: ['district'],
    expect: holder('onlineDev.dataReport', 'btn_remove'),
    async prepare(w) {
      const id = await fresh(w);
      return { url: `${B}/${id}`, watch: w.row('data_report', id) };
    },
  },
  [`POST ${B}/:id/Actions/Copy`]: {
    area: 'reports',
    targets: ['district'],
    expect: holder('onlineDev.dataReport', 'btn_add'),
    async prepare(w) {
      const id = await fresh(w);
      return { url: `${B}/${id}/Actions/Copy`, watch: w.count('data_report') };
    },
  },
  [`POST ${B}/:id/Versions/:version/Actions/Restore`]: {
    area: 'reports',
    targets: ['district'],
    expect: holder('onlineDev.dataReport', 'btn_edit'),
    async prepare(w) {
      const id = await fresh(w);
      return { url: `${B}/${id}/Versions/1/Actions/Restore`, watch: reportAndVersions(id)(w) };
    },
  },
  [`POST ${B}/:id/Actions/Publish`]: {
    area: 'reports',
    targets: ['district'],
    expect: holder('onlineDev.dataReport', 'btn_edit', ['system.menu', 'btn_add']),
    async prepare(w) {
      const id = await fresh(w);
      const [campus] = await w.q<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus'`);
      return { url: `${B}/${id}/Actions/Publish`, body: { parentId: campus.id, fullName: '矩阵报表', enCode: `campus.mxrp${process.pid % 1000}x${++seq}` }, watch: w.count('module') };
    },
  },
  // A preview writes nothing; what it must not do for a school is read a source through the designer.
  [`POST ${B}/Actions/Preview`]: {
    area: 'reports',
    targets: ['district'],
    expect: holder('onlineDev.dataReport'),
    async prepare(w) {
      return { url: `${B}/Actions/Preview`, body: { definition: definition() }, watch: w.count('data_report') };
    },
  },
};
