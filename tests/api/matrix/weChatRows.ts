import type { Role, Row, Target, World } from './world';

/* Matrix rows of 微信管理 (issue 18): district settings, written by the holders of each menu. */

const holder = (menu: string, button?: string, allowed: 'ok' | 'unchanged' = 'ok') => (role: Role, _t: Target, w: World) =>
  w.holds(role, menu, button) ? allowed : 403;

const watchTable = (w: World, table: string) => () => w.rows(table, 'true', []);

export const WECHAT_ROWS: Record<string, Row> = {
  'PUT /api/WeChat/Config/:kind': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpConfig', 'btn_edit'),
    async prepare(w) {
      return { url: '/api/WeChat/Config/mp', body: { appId: w.next('wx'), secret: 'matrix-secret', token: 'matrixtoken' }, watch: watchTable(w, 'wechat_config') };
    },
  },
  // Allowed callers get WeChat's own answer (here: not reachable, the tests never reach the internet).
  'POST /api/WeChat/Config/:kind/Actions/Test': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpConfig', undefined, 'unchanged'),
    async prepare(w) {
      return { url: '/api/WeChat/Config/mp/Actions/Test', watch: watchTable(w, 'wechat_config') };
    },
  },
  'PUT /api/WeChat/MpMenu': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpMenu', 'btn_edit'),
    async prepare(w) {
      return { url: '/api/WeChat/MpMenu', body: { button: [{ name: w.next('菜单').slice(0, 4), type: 'click', key: 'matrix' }] }, watch: watchTable(w, 'wechat_menu') };
    },
  },
  'POST /api/WeChat/MpMenu/Actions/Publish': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpMenu', 'btn_edit', 'unchanged'),
    async prepare(w) {
      return { url: '/api/WeChat/MpMenu/Actions/Publish', watch: watchTable(w, 'wechat_menu') };
    },
  },
  // WeChat's public callback: an unsigned call is refused for everyone, signed-in or not.
  'POST /api/WeChat/Callback/mp': {
    area: 'wechat',
    targets: ['none'],
    expect: () => 'refused',
    async prepare(w) {
      return { url: '/api/WeChat/Callback/mp?signature=0&timestamp=1&nonce=matrix', body: {}, watch: watchTable(w, 'wechat_message') };
    },
  },
  'POST /api/WeChat/MpReply': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpMessage', 'btn_add'),
    async prepare(w) {
      return { url: '/api/WeChat/MpReply', body: { keyword: w.next('词'), matchMode: 'exact', content: '矩阵回复' }, watch: watchTable(w, 'wechat_reply') };
    },
  },
  'DELETE /api/WeChat/MpReply/:id': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpMessage', 'btn_remove'),
    async prepare(w) {
      const id = await w.viaAdmin('/api/WeChat/MpReply', { keyword: w.next('删'), matchMode: 'exact', content: '将被删除' });
      return { url: `/api/WeChat/MpReply/${id}`, watch: watchTable(w, 'wechat_reply') };
    },
  },
  // Holders get WeChat's answer (not reachable in the matrix) or a refusal of the unknown tag/follower: never a change.
  'POST /api/WeChat/MpUser/Actions/Sync': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpUser', 'btn_edit', 'unchanged'),
    async prepare(w) {
      return { url: '/api/WeChat/MpUser/Actions/Sync', watch: watchTable(w, 'wechat_user') };
    },
  },
  'POST /api/WeChat/MpUser/Actions/Tag': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpUser', 'btn_edit', 'unchanged'),
    async prepare(w) {
      return { url: '/api/WeChat/MpUser/Actions/Tag', body: { openids: ['oMatrix'], tagId: 1 }, watch: watchTable(w, 'wechat_user') };
    },
  },
  'PUT /api/WeChat/MpUser/:openid/Remark': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpUser', 'btn_edit', 'unchanged'),
    async prepare(w) {
      return { url: '/api/WeChat/MpUser/oMatrix/Remark', body: { remark: '矩阵' }, watch: watchTable(w, 'wechat_user') };
    },
  },
  // 公众号素材: holders get the refusal of a non-multipart body, of an unknown cover, or WeChat's answer
  // (not reachable in the matrix): never a change.
  'POST /api/WeChat/MpMaterial/Upload/:kind': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpMaterial', 'btn_add', 'unchanged'),
    async prepare(w) {
      return { url: '/api/WeChat/MpMaterial/Upload/image', body: { media: 'not a file' }, watch: watchTable(w, 'wechat_material') };
    },
  },
  'POST /api/WeChat/MpMaterial/News': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpMaterial', 'btn_add', 'unchanged'),
    async prepare(w) {
      return { url: '/api/WeChat/MpMaterial/News', body: { articles: [{ title: '矩阵', content: '<p>x</p>', thumbMediaId: 'matrixThumb' }] }, watch: watchTable(w, 'wechat_material') };
    },
  },
  'DELETE /api/WeChat/MpMaterial/:mediaId': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpMaterial', 'btn_remove', 'unchanged'),
    async prepare(w) {
      const id = w.next('media');
      await w.q(`INSERT INTO wechat_material (media_id, kind, name) VALUES ($1, 'image', 'matrix.png')`, [id]);
      return { url: `/api/WeChat/MpMaterial/${id}`, watch: watchTable(w, 'wechat_material') };
    },
  },
  'POST /api/WeChat/MpMaterial/Actions/Sync': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.mpMaterial', 'btn_edit', 'unchanged'),
    async prepare(w) {
      return { url: '/api/WeChat/MpMaterial/Actions/Sync', watch: watchTable(w, 'wechat_material') };
    },
  },
  // 企业号组织: holders reach WeCom (not reachable in the matrix, or not configured): never a change.
  'POST /api/WeChat/QySync/Preview': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.qyDepartment', 'btn_edit', 'unchanged'),
    async prepare(w) {
      return { url: '/api/WeChat/QySync/Preview', body: { direction: 'toWecom' }, watch: watchTable(w, 'wecom_sync') };
    },
  },
  'POST /api/WeChat/QySync/:id/Apply': {
    area: 'wechat',
    targets: ['district'],
    expect: holder('weChat.qyDepartment', 'btn_edit', 'unchanged'),
    async prepare(w) {
      const [row] = await w.q<{ id: string }>(
        `INSERT INTO wecom_sync (direction, organize_id, organize_path, organize_name, basis, changes, counts, created_by)
         SELECT 'toLocal', id, tree_path, full_name, 'matrix', '[]', '{"create":0,"update":0,"delete":0,"unchanged":0}', $2 FROM organize WHERE id = $1 RETURNING id`,
        [w.org.bureau, w.user.admin],
      );
      return { url: `/api/WeChat/QySync/${row.id}/Apply`, watch: () => w.rows('wecom_sync', 'id = $1', [row.id]) };
    },
  },
};
