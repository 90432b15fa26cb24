import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';

// 示例中心 part A (issue 18 item 2): 图表示例 draws every chart kind from the server's figures,
// 表格示例 saves an edited cell (a bad value is refused in the cell), 表单示例 submits the designed
// form with its linkage and the stored record comes back.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('示例中心: chart, table, form', () => {
  it('draws the charts, saves a table cell, submits the form', { timeout: 180_000 }, async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'sysadmin');

    // 图表示例: thirteen kinds, each drawn on its canvas; the option JSON of one is shown to copy.
    await page.goto('/extend/chart');
    await expect.poll(() => page.locator('[data-chart]:has(canvas)').count(), { timeout: 30_000 }).toBe(13);
    await page.getByRole('button', { name: '查看配置: 桑基图：学校到成绩等级' }).click();
    await visible(page.getByTestId('chart-json').getByText('"type": "sankey"'));
    await snap(page, 'examples-chart-json');
    await page.getByRole('dialog').locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await snap(page, 'examples-chart');

    // 表格示例: 41 boys is refused in the cell; 25 is saved and is there after a reload.
    await page.goto('/extend/table');
    const [first] = await e2e.server.database.query<{ id: string }>('SELECT id FROM example_class ORDER BY school, grade, class_name LIMIT 1');
    const cell = page.locator(`[data-cell="${first.id}:boys"]`);
    await cell.click();
    const input = page.getByRole('spinbutton', { name: '男生' });
    await input.fill('41');
    await input.press('Enter');
    await visible(page.getByRole('alert').filter({ hasText: '男生应在 0 到 40 之间' }));
    await snap(page, 'examples-table-refused');
    await input.fill('25');
    await input.press('Enter');
    await visible(page.getByText('已保存'));
    const [stored] = await e2e.server.database.query<{ boys: number }>('SELECT boys FROM example_class WHERE id = $1', [first.id]);
    expect(stored.boys).toBe(25);
    await page.reload();
    await visible(page.locator(`[data-cell="${first.id}:boys"]`).filter({ hasText: /^25$/ }));
    await page.getByRole('tab', { name: '合并单元格' }).click();
    await visible(page.locator('td[rowspan]').first());
    await snap(page, 'examples-table-merged');

    // 表单示例: 其他 shows its required description; the grade follows the stage; the server computes the days.
    await page.goto('/extend/form');
    await page.getByRole('button', { name: /新\s*建/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('活动名称').fill('湿地公园研学（e2e）');
    await expect(dialog.getByLabel('其他类型说明').count()).resolves.toBe(0);
    await dialog.getByRole('radio', { name: '其他' }).check();
    await dialog.getByLabel('其他类型说明').fill('湿地公园');
    await dialog.getByLabel('学段').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '初中' }).click();
    await dialog.getByLabel('年级').click();
    await visible(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '八年级' }));
    expect(await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '一年级' }).count()).toBe(0);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '八年级' }).click();
    await dialog.getByLabel('开始日期').fill('2026-04-08');
    await dialog.getByLabel('开始日期').press('Enter');
    await dialog.getByLabel('结束日期').fill('2026-04-10');
    await dialog.getByLabel('结束日期').press('Enter');
    await dialog.getByLabel('人数').fill('42');
    await dialog.getByLabel('人均费用').fill('60');
    await expect.poll(() => dialog.getByLabel('活动天数').inputValue()).toBe('3');
    await snap(page, 'examples-form');
    await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByRole('link', { name: '湿地公园研学（e2e）' }).or(page.getByText('湿地公园研学（e2e）')).first());
    const [record] = await e2e.server.database.query<{ data: { days: number; total: number; otherKind: string; grade: string } }>(`SELECT data FROM example_form_record WHERE data->>'title' = '湿地公园研学（e2e）'`);
    expect(record.data).toMatchObject({ days: 3, total: 2520, otherKind: '湿地公园', grade: '八年级' });
  });
});
