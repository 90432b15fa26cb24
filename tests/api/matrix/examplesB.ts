import type { Role, Row, Target, World } from './world';
import { pdfBase64, pngDataUrl } from '../examples-b-fixtures';

/*
 * Matrix rows of 示例中心 part B (issue 18 item 2). Every example's records are personal: a document,
 * an order, a calendar event, a project plan belongs to the user who made it, and only that user
 * changes it (another user's answers 404, as if it did not exist; tests/api/examples-b.test.ts).
 * The menus are granted to the district roles only, so everyone else is refused with 403.
 */

/** Another user who holds the examples' menus, whose records the caller must not reach. */
const peerOf = (w: World, role: Role) => w.user[role === 'admin' ? 'sysadmin' : 'admin'];
const ownerOf = (w: World, role: Role, target: Target) => (target === 'own' ? w.user[role] : peerOf(w, role));
const personal = (menu: string) => (role: Role, t: Target, w: World) => (!w.holds(role, menu) ? 403 : t === 'own' ? 'ok' : 404);

async function doc(w: World, owner: string): Promise<string> {
  const [d] = await w.q<{ id: string }>(`INSERT INTO ex_document (owner_user_id, title, body_html) VALUES ($1, $2, '<p>矩阵</p>') RETURNING id`, [owner, w.next('矩阵文档')]);
  await w.q(`INSERT INTO ex_document_version (document_id, version, title, body_html, user_id) VALUES ($1, 1, '矩阵', '<p>矩阵</p>', $2)`, [d.id, owner]);
  return d.id;
}
async function order(w: World, owner: string): Promise<string> {
  const [o] = await w.q<{ id: string }>(
    `INSERT INTO ex_order (bill_no, customer, order_date, total_fen, creator_user_id) VALUES ($1, '矩阵客户', current_date, 100, $2) RETURNING id`,
    [w.next('MX'), owner],
  );
  await w.q(`INSERT INTO ex_order_line (order_id, line_no, product, quantity, unit_price_fen, amount_fen) VALUES ($1, 1, '粉笔', 1, 100, 100)`, [o.id]);
  return o.id;
}
async function event(w: World, owner: string): Promise<string> {
  const [e] = await w.q<{ id: string }>(`INSERT INTO ex_event (owner_user_id, title, start_at, end_at) VALUES ($1, '矩阵日程', now() + interval '1 day', now() + interval '25 hours') RETURNING id`, [owner]);
  return e.id;
}
async function project(w: World, owner: string): Promise<string> {
  const [p] = await w.q<{ id: string }>(`INSERT INTO ex_project (name, owner_user_id) VALUES ('矩阵项目', $1) RETURNING id`, [owner]);
  await w.q(`INSERT INTO ex_project_task (project_id, id, name, start_day, duration) VALUES ($1, 'a', 'A', 0, 2), ($1, 'b', 'B', 2, 2)`, [p.id]);
  await w.q(`UPDATE ex_project_task SET depends_on = '{a}' WHERE project_id = $1 AND id = 'b'`, [p.id]);
  return p.id;
}

const orderBody = { customer: '矩阵客户', orderDate: '2026-11-24', lines: [{ product: '粉笔', quantity: '2', unitPrice: '1.5' }] };
const docBody = { title: '矩阵文档', bodyHtml: '<p>改过</p>' };

function onRecord(menu: string, make: (w: World, owner: string) => Promise<string>, table: string, url: (id: string) => string, body?: unknown, watch?: (w: World, id: string) => () => Promise<string>): Row {
  return {
    area: 'examples',
    targets: ['own', 'other'],
    expect: personal(menu),
    async prepare(w, role, target) {
      const id = await make(w, ownerOf(w, role, target));
      return { url: url(id), body, watch: watch ? watch(w, id) : w.row(table, id) };
    },
  };
}

const D = '/api/Extend/Document';
const childRows = (w: World, table: string, key: string, id: string) => () => w.rows(table, `${key} = $1`, [id]);

export const EXAMPLES_B_MATRIX: Record<string, Row> = {
  [`PUT ${D}/:id`]: onRecord('extend.document', doc, 'ex_document', (id) => `${D}/${id}`, docBody),
  [`DELETE ${D}/:id`]: onRecord('extend.document', doc, 'ex_document', (id) => `${D}/${id}`),
  [`POST ${D}/:id/Actions/Restore`]: onRecord('extend.document', doc, 'ex_document', (id) => `${D}/${id}/Actions/Restore`, { version: 1 }),
  [`POST ${D}/:id/Actions/Publish`]: onRecord('extend.document', doc, 'ex_document', (id) => `${D}/${id}/Actions/Publish`, { published: true }),
  [`PUT ${D}/:id/Share`]: {
    ...onRecord('extend.document', doc, 'ex_document', (id) => `${D}/${id}/Share`, undefined, (w, id) => childRows(w, 'ex_document_share', 'document_id', id)),
    async prepare(w, role, target) {
      const id = await doc(w, ownerOf(w, role, target));
      return { url: `${D}/${id}/Share`, body: { userIds: [w.user.teacher] }, watch: childRows(w, 'ex_document_share', 'document_id', id) };
    },
  },
  'PUT /api/Extend/Order/:id': onRecord('extend.order', order, 'ex_order', (id) => `/api/Extend/Order/${id}`, orderBody),
  'DELETE /api/Extend/Order/:id': onRecord('extend.order', order, 'ex_order', (id) => `/api/Extend/Order/${id}`),
  'POST /api/Extend/Order/:id/Actions/Submit': onRecord('extend.order', order, 'ex_order', (id) => `/api/Extend/Order/${id}/Actions/Submit`),
  'PUT /api/Extend/Schedule/:id': onRecord('extend.schedule', event, 'ex_event', (id) => `/api/Extend/Schedule/${id}`, { title: '改过', start: Date.now() + 86_400_000, end: Date.now() + 90_000_000 }),
  'POST /api/Extend/Schedule/:id/Actions/Move': onRecord('extend.schedule', event, 'ex_event', (id) => `/api/Extend/Schedule/${id}/Actions/Move`, { start: Date.now() + 172_800_000, end: Date.now() + 176_400_000 }),
  'DELETE /api/Extend/Schedule/:id': onRecord('extend.schedule', event, 'ex_event', (id) => `/api/Extend/Schedule/${id}`),
  'PUT /api/Extend/Project/:id/Tasks': onRecord('extend.projectGantt', project, 'ex_project_task', (id) => `/api/Extend/Project/${id}/Tasks`, { tasks: [{ id: 'a', name: 'A', start: 5, duration: 1, progress: 0, dependsOn: [] }] }, (w, id) => childRows(w, 'ex_project_task', 'project_id', id)),
  'POST /api/Extend/Project/:id/Actions/Move': onRecord('extend.projectGantt', project, 'ex_project_task', (id) => `/api/Extend/Project/${id}/Actions/Move`, { taskId: 'a', start: 4 }, (w, id) => childRows(w, 'ex_project_task', 'project_id', id)),
  'DELETE /api/Extend/Project/:id': onRecord('extend.projectGantt', project, 'ex_project', (id) => `/api/Extend/Project/${id}`),
};

/** A create (or a read sent as POST): with the menu it succeeds and the new record is the caller's own. */
function create(menu: string, url: string, body: (w: World, role: Role) => Promise<unknown> | unknown, table: string, outcome: 'ok' | 'refused' = 'ok'): Row {
  return {
    area: 'examples',
    targets: ['none'],
    expect: (role, _t, w) => (!w.holds(role, menu) ? 403 : outcome),
    async prepare(w, role) {
      return { url, body: await body(w, role), watch: w.count(table) };
    },
  };
}

async function signature(w: World, owner: string): Promise<string> {
  const [s] = await w.q<{ id: string }>(`INSERT INTO ex_signature (user_id, file_name, byte_size) VALUES ($1, 'm.png', 1) RETURNING id`, [owner]);
  return s.id;
}
async function seal(w: World, owner: string): Promise<string> {
  const [s] = await w.q<{ id: string }>(`INSERT INTO ex_seal (name, source, png, organize_id, creator_user_id) SELECT '矩阵印章', 'upload', $2, organize_id, id FROM users WHERE id = $1 RETURNING id`, [
    owner,
    Buffer.from(pngDataUrl(16, 16).split(',')[1], 'base64'),
  ]);
  return s.id;
}
async function folder(w: World, owner: string): Promise<string> {
  const [f] = await w.q<{ id: string }>(`INSERT INTO ex_doc_folder (owner_user_id, name) VALUES ($1, '矩阵文件夹') RETURNING id`, [owner]);
  return f.id;
}
const mailAccount = { email: 'm@school.test', smtpHost: '127.0.0.1', smtpPort: 9, smtpTls: false, imapHost: '127.0.0.1', imapPort: 9, imapTls: false, loginUser: 'm', password: 'p' };

Object.assign(EXAMPLES_B_MATRIX, {
  [`POST ${D}`]: create('extend.document', D, () => docBody, 'ex_document'),
  [`POST ${D}/Folder`]: create('extend.document', `${D}/Folder`, () => ({ name: '矩阵' }), 'ex_doc_folder'),
  [`DELETE ${D}/Folder/:id`]: onRecord('extend.document', folder, 'ex_doc_folder', (id) => `${D}/Folder/${id}`),
  'POST /api/Extend/Order': create('extend.order', '/api/Extend/Order', () => orderBody, 'ex_order'),
  'POST /api/Extend/Schedule': create('extend.schedule', '/api/Extend/Schedule', () => ({ title: '矩阵', start: Date.now() + 86_400_000, end: Date.now() + 90_000_000 }), 'ex_event'),
  'POST /api/Extend/Project': create('extend.projectGantt', '/api/Extend/Project', () => ({ name: '矩阵', tasks: [] }), 'ex_project'),
  'POST /api/Extend/Signature': create('extend.signature', '/api/Extend/Signature', () => ({ dataUrl: pngDataUrl(8, 8) }), 'ex_signature'),
  'POST /api/Extend/Signature/:id/Actions/Default': onRecord('extend.signature', signature, 'ex_signature', (id) => `/api/Extend/Signature/${id}/Actions/Default`),
  'DELETE /api/Extend/Signature/:id': onRecord('extend.signature', signature, 'ex_signature', (id) => `/api/Extend/Signature/${id}`),
  'POST /api/Extend/Signet/Seal': create('extend.signet', '/api/Extend/Signet/Seal', () => ({ name: '矩阵印章', dataUrl: pngDataUrl(8, 8), source: 'upload' }), 'ex_seal'),
  'DELETE /api/Extend/Signet/Seal/:id': onRecord('extend.signet', seal, 'ex_seal', (id) => `/api/Extend/Signet/Seal/${id}`),
  'POST /api/Extend/Signet/Pages': create('extend.signet', '/api/Extend/Signet/Pages', async () => ({ pdf: await pdfBase64() }), 'ex_stamp_record'),
  'POST /api/Extend/Signet/Verify': create('extend.signet', '/api/Extend/Signet/Verify', async () => ({ pdf: await pdfBase64() }), 'ex_stamp_record'),
  // own: a seal of the caller's; other: another user's seal of another organisation (404)
  'POST /api/Extend/Signet/Stamp': {
    area: 'examples',
    targets: ['own', 'other'],
    expect: personal('extend.signet'),
    async prepare(w, role, target) {
      const sealId = await seal(w, target === 'own' ? w.user[role] : w.peer[w.school(role, 'other')]);
      return { url: '/api/Extend/Signet/Stamp', body: { fileName: 'm.pdf', pdf: await pdfBase64(), sealId, pageIndex: 0, x: 10, y: 10, size: 50 }, watch: w.count('ex_stamp_record') };
    },
  },
  'PUT /api/Extend/Email/Account': create('extend.email', '/api/Extend/Email/Account', () => mailAccount, 'ex_mail_account'),
  // without a mail account of one's own there is nothing to send with or read from
  'POST /api/Extend/Email/Send': {
    ...create('extend.email', '/api/Extend/Email/Send', () => ({ to: ['x@school.test'], subject: 's', bodyText: 't' }), 'ex_mail_sent', 'refused'),
    async prepare(w: World, role: Role) {
      await w.q('DELETE FROM ex_mail_account WHERE user_id = $1', [w.user[role]]);
      return { url: '/api/Extend/Email/Send', body: { to: ['x@school.test'], subject: 's', bodyText: 't' }, watch: w.count('ex_mail_sent') };
    },
  },
  'POST /api/Extend/Email/Receive/:uid/Actions/Read': {
    ...create('extend.email', '/api/Extend/Email/Receive/1/Actions/Read', () => ({ seen: true }), 'ex_mail_account', 'refused'),
    async prepare(w: World, role: Role) {
      await w.q('DELETE FROM ex_mail_account WHERE user_id = $1', [w.user[role]]);
      return { url: '/api/Extend/Email/Receive/1/Actions/Read', body: { seen: true }, watch: w.count('ex_mail_account') };
    },
  },
} satisfies Record<string, Row>);
