import type { Row, World } from './world';

/*
 * Matrix rows of 系统数据 (issue 15 items 7–12), kept beside table.ts so that parallel branches add
 * one spread line there. Backups hold every password hash: restoring and deleting them is the super
 * administrator's alone; starting one and listing them follows the menu grant.
 */

async function freshBackup(w: World): Promise<string> {
  return w.viaAdmin('/api/System/DataBackup', { wait: true });
}

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
};
