import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gone, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 15 item 9 (with 13): an administrator defines a 数据接口 (a read-only query of the schools),
// tries it, saves it, and a designed page's select takes its options from it: picked by name in the
// designer's property panel, seen in the preview, kept by the server.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const QUERY = "SELECT full_name, id FROM organize WHERE category = 'company' AND enabled_mark = 1 ORDER BY sort_code, full_name";

describe('a data interface as the options of a designed select', () => {
  it('is defined on 数据接口, picked in the designer, and fills the select in the preview', { timeout: 180_000 }, async () => {
    const schools = (await e2e.server.database.query<{ full_name: string }>(QUERY)).map((r) => r.full_name);
    expect(schools.length).toBeGreaterThan(1);

    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto('/systemData/dataInterface');
    await page.getByRole('button', { name: /新\s*建/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称').fill('学校列表');
    await dialog.getByLabel('编码').fill('schoolList');
    await dialog.getByLabel('查询语句').fill(QUERY);
    await dialog.getByRole('button', { name: '测试调用' }).click();
    await visible(dialog.getByRole('cell', { name: schools[0], exact: true }));
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await gone(page.getByRole('dialog'));
    // Saved enabled (the dialog's switch starts on): only enabled interfaces are offered to designers.
    await visible(page.locator('tr').filter({ hasText: '学校列表' }).getByText('是', { exact: true }));

    // A designed page with a select (made through the API: the designer's own journey is tested elsewhere).
    const admin = await e2e.server.login('admin');
    const created = await admin.post('/api/VisualDevelopment', {
      fullName: '教研活动',
      enCode: 'campus.research',
      type: 'list',
      category: 'campus',
      pageSchema: {
        id: 'campus-research',
        kind: 'list',
        title: '教研活动',
        columns: [{ field: 'topic', label: '主题' }],
        form: { schema: { type: 'object', properties: { topic: { type: 'string', title: '主题' }, school: { type: 'string', title: '承办学校', enum: ['待定'] } } }, uiSchema: { school: { 'ui:widget': 'select' } } },
      },
    });
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id as string;

    await page.goto(`/onlineDev/designer/${encodeURIComponent(id)}`);
    await visible(page.getByTestId('designer'));
    await page.getByTestId('designer-canvas').locator('[data-node="school"]').click();
    const props = page.getByTestId('designer-properties');
    await props.getByLabel('选项来源', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '数据接口' }).first().click();
    // The panel (a renderer page) lists the enabled interfaces by name.
    await props.getByRole('combobox', { name: '数据接口', exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '学校列表' }).first().click();
    await props.getByLabel('显示字段', { exact: true }).fill('full_name');
    await props.getByLabel('值字段', { exact: true }).fill('id');
    await props.getByLabel('值字段', { exact: true }).press('Enter');
    await snap(page, 'data-interface-select-panel');

    await page.getByRole('button', { name: /预\s*览/ }).click();
    const preview = page.getByTestId('designer-preview');
    await visible(preview);
    await page.getByRole('dialog').getByText('表单', { exact: true }).click();
    await preview.getByLabel('承办学校').click();
    for (const name of schools.slice(0, 2)) await visible(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first());
    await snap(page, 'data-interface-select-preview');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+s');
    await visible(page.getByText('保存成功'));
    const interfaceId = (await e2e.server.database.query<{ id: string }>(`SELECT id FROM data_interface WHERE en_code = 'schoolList'`))[0].id;
    const saved = await admin.get(`/api/VisualDevelopment/${id}`);
    expect(saved.data.pageSchema.form.options.school).toEqual({ api: `GET /api/System/DataInterface/${interfaceId}/Actions/Response`, labelField: 'full_name', valueField: 'id' });
    await context.close();
  });
});
