import type { Role, Row, Target, World } from './world';

/*
 * Matrix rows of 系统数据 (issue 15 items 7–12), kept beside table.ts so that parallel branches add
 * one spread line there. Backups hold every password hash: restoring and deleting them is the super
 * administrator's alone; starting one and listing them follows the menu grant.
 */

async function freshBackup(w: World): Promise<string> {
  return w.viaAdmin('/api/System/DataBackup', { wait: true });
}

/** District data of one 系统数据 menu: its holders (admin, sysadmin) may, the schools may not. */
const holder = (menu: string, button?: string, allowed: 'ok' | 'unchanged' = 'ok') => (role: Role, _t: Target, w: World) =>
  w.holds(role, menu, button) ? allowed : 403;

let seq = 0;
const sourceBody = () => ({ fullName: '矩阵数据源', enCode: `mxds${process.pid % 1000}x${++seq}`, dbType: 'postgresql', host: '127.0.0.1', port: 1, userName: 'u', password: 'p', databaseName: 'd' });
const freshSource = (w: World) => w.viaAdmin('/api/System/DataSource', sourceBody());
const interfaceBody = () => ({ fullName: '矩阵接口', enCode: `mxdi${process.pid % 1000}x${++seq}`, dataType: 'static', staticData: '[{"value":1}]' });
const freshInterface = (w: World) => w.viaAdmin('/api/System/DataInterface', interfaceBody());
const tableSpec = (table: string, extra: { name: string; type: string; nullable: boolean }[] = []) => ({
  table,
  columns: [{ name: 'id', type: 'bigint', nullable: false, primaryKey: true }, { name: 'title', type: 'varchar', length: 40, nullable: true }, ...extra],
});
/** A built-in table made through 数据建模 by admin, and the DDL a create or an alter of it would run. */
async function modelDdl(w: World, mode: 'create' | 'alter', spec: ReturnType<typeof tableSpec>): Promise<string[]> {
  const r = await w.clients.admin.post('/api/System/DataModel/0/Actions/Preview', { mode, spec });
  if (r.code !== 200) throw new Error(`fixture preview: ${r.code} ${r.msg}`);
  return r.data.ddl;
}
const syncBody = () => ({ fullName: `矩阵同步${++seq}`, fromSourceId: '0', fromTable: 'province', toSourceId: '0', toTable: 'no_such_copy', mode: 'full', keyColumn: 'id', batchSize: 100 });
const freshJob = (w: World) => w.viaAdmin('/api/System/DataSync', syncBody());
const columnsOf = (w: World, table: string) => () =>
  w.q<{ c: string }>(`SELECT column_name AS c FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`, [table]).then((r) => r.map((x) => x.c).join(','));

export const DATA_ROWS: Record<string, Row> = {
  'POST /api/System/DataBackup': {
    area: 'system data',
    targets: ['none'],
    expect: (role, _t, w) => (w.holds(role, 'systemData.dataBackup', 'btn_add') ? 'ok' : 403),
    async prepare(w) {
      return { url: '/api/System/DataBackup', body: { wait: true }, watch: w.count('data_backup') };
    },
  },
  'POST /api/System/DataBackup/:id/Actions/Restore': {
    area: 'system data',
    targets: ['district'],
    expect: (role) => (role === 'admin' ? 'ok' : 403),
    async prepare(w) {
      const id = await freshBackup(w);
      // A refused restore neither loads nor takes its "before" backup.
      const watch = async () => [await w.row('data_backup', id)(), await w.count('data_backup')()].join('\n');
      return { url: `/api/System/DataBackup/${id}/Actions/Restore`, body: { confirm: true }, watch };
    },
  },
  'DELETE /api/System/DataBackup/:id': {
    area: 'system data',
    targets: ['district'],
    expect: (role) => (role === 'admin' ? 'ok' : 403),
    async prepare(w) {
      const id = await freshBackup(w);
      return { url: `/api/System/DataBackup/${id}`, watch: w.row('data_backup', id) };
    },
  },
  'POST /api/System/DataSource': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSource', 'btn_add'),
    async prepare(w) {
      return { url: '/api/System/DataSource', body: sourceBody(), watch: w.count('data_source') };
    },
  },
  'PUT /api/System/DataSource/:id': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSource', 'btn_edit'),
    async prepare(w) {
      const id = await freshSource(w);
      return { url: `/api/System/DataSource/${id}`, body: { ...sourceBody(), fullName: '被改名的数据源' }, watch: w.row('data_source', id) };
    },
  },
  'DELETE /api/System/DataSource/:id': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSource', 'btn_remove'),
    async prepare(w) {
      const id = await freshSource(w);
      return { url: `/api/System/DataSource/${id}`, watch: w.row('data_source', id) };
    },
  },
  // Reaching a host from the server: the source's port 1 refuses, so the holders' answer is a 400 that changes nothing.
  'POST /api/System/DataSource/Actions/Test': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSource', 'btn_edit', 'unchanged'),
    async prepare(w) {
      return { url: '/api/System/DataSource/Actions/Test', body: { dbType: 'postgresql', host: '127.0.0.1', port: 1 }, watch: w.count('data_source') };
    },
  },
  'POST /api/System/DataSource/:id/Actions/Test': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSource', undefined, 'unchanged'),
    async prepare(w) {
      const id = await freshSource(w);
      return { url: `/api/System/DataSource/${id}/Actions/Test`, watch: w.row('data_source', id) };
    },
  },
  'POST /api/System/DataInterface': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataInterface', 'btn_add'),
    async prepare(w) {
      return { url: '/api/System/DataInterface', body: interfaceBody(), watch: w.count('data_interface') };
    },
  },
  'PUT /api/System/DataInterface/:id': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataInterface', 'btn_edit'),
    async prepare(w) {
      const id = await freshInterface(w);
      return { url: `/api/System/DataInterface/${id}`, body: { ...interfaceBody(), fullName: '被改名的接口' }, watch: w.row('data_interface', id) };
    },
  },
  'DELETE /api/System/DataInterface/:id': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataInterface', 'btn_remove'),
    async prepare(w) {
      const id = await freshInterface(w);
      return { url: `/api/System/DataInterface/${id}`, watch: w.row('data_interface', id) };
    },
  },
  // A test call writes nothing; what it must not do for a school is run at all (the SQL would read every school's rows).
  'POST /api/System/DataInterface/Actions/Test': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataInterface'),
    async prepare(w) {
      return { url: '/api/System/DataInterface/Actions/Test', body: { dataType: 'sql', queryText: 'SELECT count(*) AS n FROM users' }, watch: w.count('data_interface') };
    },
  },
  'POST /api/System/DataModel/:sourceId/Actions/Preview': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataModel'),
    async prepare(w) {
      return { url: '/api/System/DataModel/0/Actions/Preview', body: { mode: 'create', spec: tableSpec(`mx_preview_${++seq}`) }, watch: w.count('data_model_table') };
    },
  },
  'POST /api/System/DataModel/:sourceId/Tables': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataModel', 'btn_add'),
    async prepare(w) {
      const spec = tableSpec(`mx_table_${process.pid % 1000}_${++seq}`);
      return { url: '/api/System/DataModel/0/Tables', body: { spec, confirmDdl: await modelDdl(w, 'create', spec) }, watch: w.count('data_model_table') };
    },
  },
  'PUT /api/System/DataModel/:sourceId/Tables/:table': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataModel', 'btn_edit'),
    async prepare(w) {
      const table = `mx_alter_${process.pid % 1000}_${++seq}`;
      const created = tableSpec(table);
      await w.viaAdmin('/api/System/DataModel/0/Tables', { spec: created, confirmDdl: await modelDdl(w, 'create', created) });
      const spec = tableSpec(table, [{ name: 'extra', type: 'integer', nullable: true }]);
      return { url: `/api/System/DataModel/0/Tables/${table}`, body: { spec, confirmDdl: await modelDdl(w, 'alter', spec) }, watch: columnsOf(w, table) };
    },
  },
  'POST /api/System/DataSync': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSync', 'btn_edit'),
    async prepare(w) {
      return { url: '/api/System/DataSync', body: syncBody(), watch: w.count('data_sync_job') };
    },
  },
  'PUT /api/System/DataSync/:id': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSync', 'btn_edit'),
    async prepare(w) {
      const id = await freshJob(w);
      return { url: `/api/System/DataSync/${id}`, body: { ...syncBody(), fullName: '被改名的同步' }, watch: w.row('data_sync_job', id) };
    },
  },
  'DELETE /api/System/DataSync/:id': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSync', 'btn_edit'),
    async prepare(w) {
      const id = await freshJob(w);
      return { url: `/api/System/DataSync/${id}`, watch: w.row('data_sync_job', id) };
    },
  },
  // The job's target table does not exist: an allowed run ends failed at once and changes no table.
  'POST /api/System/DataSync/:id/Actions/Execute': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSync', 'btn_edit'),
    async prepare(w) {
      const id = await freshJob(w);
      return { url: `/api/System/DataSync/${id}/Actions/Execute`, body: { wait: true }, watch: w.row('data_sync_job', id) };
    },
  },
  'POST /api/System/DataSync/:id/Actions/Cancel': {
    area: 'system data',
    targets: ['district'],
    expect: holder('systemData.dataSync', 'btn_edit', 'unchanged'),
    async prepare(w) {
      const id = await freshJob(w);
      return { url: `/api/System/DataSync/${id}/Actions/Cancel`, watch: w.row('data_sync_job', id) };
    },
  },
};
