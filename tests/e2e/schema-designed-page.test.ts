import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { gone, pickTopMenu, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 5: a page schema as a designer writes it becomes a working screen. The administrator stores
// it as a visual-development page, publishes it in a menu and grants it to the teacher role without
// the edit button; the teacher opens it from the menu, adds and finds a record, sees no edit action,
// and the server refuses an edit anyway. A designer previews the page before anyone uses it.

type Client = Awaited<ReturnType<E2E['server']['login']>>;
let e2e: E2E;
let admin: Client;
let modelId = '';
let menuId = '';

const endpoints = (id: string) => {
  const M = `/api/VisualDevelopment/Model/${id}`;
  return { list: `GET ${M}/List`, info: `GET ${M}/{id}`, create: `POST ${M}`, update: `PUT ${M}/{id}`, remove: `DELETE ${M}/{id}` };
};

/** 图书借阅: what the form designer produces for a school library's loan book. */
const designed = (id: string) => ({
  id: 'library-loan',
  kind: 'list',
  title: '图书借阅',
  api: endpoints(id),
  search: {
    schema: {
      type: 'object',
      properties: {
        category: { type: 'string', title: '类别', enum: ['文学', '科学', '历史'] },
        loanDate: { type: 'array', title: '借阅日期', items: { type: 'string', format: 'date' } },
      },
    },
    keyword: { placeholder: '书名、借阅人', fields: ['title', 'borrower'] },
  },
  columns: [
    { field: 'title', label: '书名', width: 220, sortable: true },
    { field: 'category', label: '类别', width: 90, cell: 'tag', cellOptions: { map: { 文学: { color: 'blue' }, 科学: { color: 'green' }, 历史: { color: 'gold' } } } },
    { field: 'borrower', label: '借阅人', width: 100 },
    { field: 'loanDate', label: '借阅日期', width: 120, cell: 'date', sortable: true },
    { field: 'returnDate', label: '应还日期', width: 120, cell: 'date' },
    { field: 'days', label: '借期（天）', width: 100, align: 'right' },
    { field: 'handler', label: '经办人', width: 100, cell: 'user' },
    { field: 'note', label: '备注', minWidth: 160, ellipsis: true },
  ],
  toolbar: [{ type: 'create', label: '登记借阅' }],
  rowActions: [{ type: 'edit' }, { type: 'remove' }],
  form: {
    title: '借阅登记',
    width: 760,
    layoutColumns: 2,
    schema: {
      type: 'object',
      required: ['title', 'category', 'borrower', 'loanDate', 'returnDate'],
      properties: {
        title: { type: 'string', title: '书名', minLength: 1, maxLength: 50 },
        category: { type: 'string', title: '类别', enum: ['文学', '科学', '历史'] },
        borrower: { type: 'string', title: '借阅人', format: 'ec-name', maxLength: 20 },
        handler: { type: 'string', title: '经办人', readOnly: true },
        loanDate: { type: 'string', title: '借阅日期', format: 'date' },
        returnDate: { type: 'string', title: '应还日期', format: 'date' },
        days: { type: 'number', title: '借期（天）', minimum: 1, maximum: 90, readOnly: true },
        note: { type: 'string', title: '备注', maxLength: 200 },
      },
    },
    uiSchema: {
      loanDate: { 'ui:widget': 'date' },
      returnDate: { 'ui:widget': 'date' },
      days: { 'ui:widget': 'calculateField', 'ui:options': { precision: 0 } },
      handler: { 'ui:widget': 'userPicker', 'ui:readonly': true },
      note: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
    },
    formulas: { days: 'DAYS({returnDate},{loanDate})' },
    fill: { handler: 'currentUser' },
  },
});

/** Depth-first search of the authorisation trees for an item of the given menu with this enCode. */
function findItem(nodes: any[], moduleId: string, enCode: string): any {
  for (const n of nodes ?? []) {
    if (n.enCode === enCode && (n.moduleId === moduleId || n.parentId === moduleId)) return n;
    const hit = findItem(n.children, moduleId, enCode);
    if (hit) return hit;
  }
  return null;
}

async function columnTexts(list: Locator, header: string): Promise<string[]> {
  const headers = await list.locator('thead th').allInnerTexts();
  const i = headers.findIndex((h) => h.trim() === header);
  if (i < 0) throw new Error(`no column ${header} in ${headers.join('|')}`);
  return (await list.locator(`tbody tr.ec-row td:nth-child(${i + 1})`).allInnerTexts()).map((t) => t.trim());
}

async function fillDate(scope: Locator, label: string, value: string) {
  const input = scope.getByLabel(label);
  await input.fill(value);
  await input.press('Enter');
}

beforeAll(async () => {
  e2e = await startE2E();
  admin = await e2e.server.login('admin');

  // The designer saves the page; its endpoints name the page's own id, known once it is stored.
  const page = { fullName: '图书借阅', enCode: 'libraryLoan', type: 'list', category: 'campus', description: '图书馆借阅登记', sortCode: 20 };
  const created = await admin.post('/api/VisualDevelopment', { ...page, pageSchema: designed('pending') });
  expect(created.code, created.msg).toBe(200);
  modelId = created.data.id;
  const saved = await admin.put(`/api/VisualDevelopment/${modelId}`, { ...page, id: modelId, pageSchema: designed(modelId) });
  expect(saved.code, JSON.stringify(saved.data)).toBe(200);

  // Published under 校园应用 as a dynamic model page (type 3).
  const menus = await admin.get('/api/System/Menu', { keyword: '校园应用' });
  const campus = menus.data.list.find((m: any) => m.enCode === 'campus');
  const menu = await admin.post('/api/System/Menu', {
    parentId: campus.id,
    type: 3,
    enCode: 'campus.libraryLoan',
    fullName: '图书借阅',
    icon: 'BookOutlined',
    urlAddress: 'campus/libraryLoan',
    propertyJson: { moduleId: modelId, isTree: 0 },
    category: 'Web',
    sortCode: 5,
  });
  expect(menu.code, JSON.stringify(menu)).toBe(200);
  menuId = menu.data.id;

  // Granted to the teacher role: the page, its columns, and of its buttons only btn_add and btn_remove.
  const roles = await admin.get('/api/Permission/Role', { keyword: '教师' });
  const role = roles.data.list.find((r: any) => r.fullName === '教师');
  const current = await admin.get(`/api/Permission/Authorize/Model/Role/${role.id}`);
  const ids = (t: string) => current.data[t].ids as string[];
  const add = findItem(current.data.button.list, menuId, 'btn_add');
  const remove = findItem(current.data.button.list, menuId, 'btn_remove');
  const edit = findItem(current.data.button.list, menuId, 'btn_edit');
  expect(add && remove && edit, 'publishing registers the page’s buttons').toBeTruthy();
  const columnsOfPage = current.data.column.all.filter((id: string) => !ids('column').includes(id));
  const put = await admin.put(`/api/Permission/Authorize/Model/${role.id}`, {
    objectType: 'Role',
    module: [...ids('module'), menuId],
    button: [...ids('button'), add.id, remove.id],
    column: [...ids('column'), ...columnsOfPage],
    form: ids('form'),
    resource: ids('resource'),
  });
  expect(put.code, put.msg).toBe(200);
});
afterAll(() => e2e?.close());

describe('a designed page schema becomes a working screen', () => {
  it('the teacher opens it from the menu, adds a loan (days computed, handler filled) and finds it', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'teacher');
    await pickTopMenu(page, '校园应用', '图书借阅');
    await page.waitForURL(/\/campus\/libraryLoan/);
    await page.mouse.move(700, 880);
    const list = page.getByTestId('list-library-loan');
    await visible(list.locator('.ant-empty-description').filter({ hasText: '暂无数据' }));
    await snap(page, 'schema-designed-empty');

    await list.getByRole('button', { name: '登记借阅' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByLabel('书名'));
    await dialog.getByLabel('书名').fill('平凡的世界');
    await dialog.getByLabel('类别').click();
    await page.locator('.ant-select-dropdown:visible').getByText('文学', { exact: true }).click();
    await dialog.getByLabel('借阅人').fill('李思远');
    await fillDate(dialog, '借阅日期', '2025-03-03');
    await fillDate(dialog, '应还日期', '2025-03-17');
    await expect.poll(() => dialog.getByLabel('借期（天）').inputValue()).toBe('14');
    await snap(page, 'schema-designed-form');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await gone(dialog);

    const search = page.getByTestId('search-bar');
    await search.getByPlaceholder('书名、借阅人').fill('李思远');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => columnTexts(list, '书名')).toEqual(['平凡的世界']);
    expect(await columnTexts(list, '借期（天）')).toEqual(['14']);
    expect(await columnTexts(list, '经办人')).toEqual(['张晓燕']);
    expect(await columnTexts(list, '借阅日期')).toEqual(['2025-03-03']);
    // Granted btn_remove but not btn_edit: the row offers 删除 and no 编辑.
    const row = list.locator('tbody tr.ec-row').first();
    await visible(row.getByText('删除'));
    expect(await row.getByText('编辑').count()).toBe(0);
    await snap(page, 'schema-designed-found');
    await context.close();
  });

  it('the server refuses the teacher’s edit (403) and nothing changes', async () => {
    const teacher = await e2e.server.login('teacher');
    const M = `/api/VisualDevelopment/Model/${modelId}`;
    const found = await teacher.get(`${M}/List`, { keyword: '平凡的世界' });
    expect(found.data.list).toHaveLength(1);
    const rec = found.data.list[0];
    const edit = await teacher.put(`${M}/${rec.id}`, { ...rec, title: '篡改的书名' });
    expect(edit.code).toBe(403);
    expect((await admin.get(`${M}/${rec.id}`)).data).toMatchObject({ title: '平凡的世界', borrower: '李思远', days: 14 });
  });

  it('a designer previews the page at /previewModel?id=…', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto(`/previewModel?id=${encodeURIComponent(modelId)}`);
    const preview = page.getByTestId('model-preview');
    await visible(preview.getByText('图书借阅'));
    const list = preview.getByTestId('list-library-loan');
    await visible(list.getByText('平凡的世界'));
    // The preview shows every action the page defines.
    await visible(list.getByRole('button', { name: '登记借阅' }));
    await visible(list.locator('tbody tr.ec-row').first().getByText('编辑'));
    await snap(page, 'schema-preview');
    await context.close();
  });
});
