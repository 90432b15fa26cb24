import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';

/*
 * 报表设计 in the browser (issue 16 item 3): a designer builds a pivot report (a field dragged to the
 * rows, others picked), previews it, exports it to Excel and the file holds the database's totals
 * under merged header cells; the seeded 成绩报表 drills down from a chart bar and a pivot cell;
 * axe on the designer and the report, in Chinese and English.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.getByTitle(option, { exact: true }).first().click();
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' }).catch(() => undefined);
}

async function axe(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  const violations = await seriousViolations(page);
  const report = describeViolations(screen, violations);
  if (report) console.log(report);
  expect(violations.map((v) => v.id), screen).toEqual([]);
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

describe('报表设计', () => {
  it('designs a pivot report, previews it, exports it to Excel with the right totals, and saves it', { timeout: 180_000 }, async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto('/onlineDev/dataReport');
    const list = page.getByTestId('report-list');
    await visible(list.getByText('成绩报表'));
    await axe(page, 'report design: list');
    await page.getByRole('button', { name: '新建报表' }).click();

    const designer = page.getByTestId('report-designer');
    await designer.getByLabel('名称', { exact: true }).fill('班级成绩透视（e2e）');
    await designer.getByLabel('编码', { exact: true }).fill('e2eScorePivot');
    await choose(page, designer, '选择数据集', '成绩报表');
    await visible(page.getByTestId('field-className'));
    await designer.getByRole('button', { name: '添加透视表' }).click();
    const block = page.getByTestId('block-editor-pivot1');
    // Rows by dragging the field onto the zone; columns and measures from the zones' pickers.
    await page.getByTestId('field-className').dragTo(page.getByTestId('zone-透视表-行'));
    await visible(page.getByTestId('zone-透视表-行').getByText('班级'));
    await choose(page, block, '透视表 列：添加字段', '科目');
    await choose(page, block, '透视表 度量：添加字段', '成绩');
    await choose(page, block, '透视表 度量：添加字段', '成绩');
    await choose(page, block, '透视表 2 度量', '计数');
    await snap(page, 'report-designer-pivot');
    await axe(page, 'report design: editor');

    await designer.getByRole('button', { name: /预\s*览/ }).click();
    const preview = page.getByTestId('report-preview');
    const table = preview.getByTestId('report-table');
    await visible(table);
    const [sums] = await e2e.server.database.query<{ n: number; total: number }>(
      `SELECT count(*)::int AS n, sum((data->>'score')::numeric)::float AS total FROM model_record WHERE model_id = 'model-score'`,
    );
    const totalRow = table.locator('tr.ec-report-total');
    await expect.poll(() => totalRow.innerText()).toContain(String(sums.n));
    await snap(page, 'report-designer-preview');

    const [download] = await Promise.all([page.waitForEvent('download'), preview.getByRole('button', { name: /导出 Excel/ }).click()]);
    expect(download.suggestedFilename()).toBe('班级成绩透视（e2e）.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await streamToBuffer(await download.createReadStream())) as never);
    const ws = wb.worksheets[0];
    expect(ws.getCell('A2').value).toBe('班级');
    expect(ws.getCell('A3').isMerged).toBe(true);
    // Subjects head their two measures: 语文 over B:C (seeded values carry the labels of the dataset's fields).
    expect(ws.getCell('B2').value).toBe('chinese');
    expect(ws.getCell('C2').isMerged).toBe(true);
    expect(ws.getCell('B3').value).toBe('成绩(求和)');
    expect(ws.getCell('C3').value).toBe('成绩(计数)');
    let last = 4;
    while (ws.getCell(last, 1).value !== '合计') last++;
    const row = ws.getRow(last).values as unknown[];
    // The last two cells: the grand total of the sum and of the count over every column.
    expect(row.slice(-2)).toEqual([sums.total, sums.n]);

    await designer.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(async () => (await e2e.server.database.query(`SELECT version FROM data_report WHERE en_code = 'e2eScorePivot'`)).length).toBe(1);

    // Its versions, and a restore saved as the next version.
    await designer.getByRole('button', { name: '返回列表' }).click();
    const mine = list.locator('tr', { hasText: '班级成绩透视（e2e）' });
    await mine.getByRole('button', { name: /版\s*本/ }).click();
    const versions = page.getByTestId('report-versions');
    await expect.poll(() => versions.locator('tbody tr.ant-table-row').count()).toBe(1);
    await versions.getByRole('button', { name: /恢\s*复/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => versions.locator('tbody tr.ant-table-row').count()).toBe(2);
    await axe(page, 'report design: versions');
    await context.close();
  });

  it('成绩报表: a click on a chart bar and on a pivot cell shows the rows behind it', { timeout: 120_000 }, async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto('/campus/scoreReport');
    const view = page.getByTestId('report-view-report-score');
    const chart = view.getByTestId('report-block-subjectAvg').getByTestId('report-chart');
    await visible(chart.locator('canvas'));
    const [chinese] = await e2e.server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM model_record WHERE model_id = 'model-score' AND data->>'subject' = 'chinese'`);
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    // Five subjects in a plot 60 px from the left and 24 px from the right edge: the first is 语文.
    const band = (box.width - 60 - 24) / 5;
    await page.mouse.click(box.x + 60 + band / 2, box.y + box.height - 48 - 6);
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('明细：语文'));
    const rows = dialog.getByTestId('drill-rows').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(Math.min(10, chinese.n));
    const subjects = await dialog.getByTestId('drill-rows').locator('tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
    expect(new Set(subjects)).toEqual(new Set(['语文']));
    await snap(page, 'report-drill-chart');
    await axe(page, 'report: drill-down');
    await page.keyboard.press('Escape');
    await dialog.first().waitFor({ state: 'hidden' });

    // A pivot cell: 初一(1)班 × 数学, count column.
    const pivot = view.getByTestId('report-block-classBySubject').getByTestId('report-table');
    const firstRow = pivot.locator('tbody tr').first();
    const className = await firstRow.locator('th').first().innerText();
    const cells = firstRow.locator('button.ec-report-drill');
    const [count] = await e2e.server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM model_record WHERE model_id = 'model-score' AND data->>'className' = $1 AND data->>'subject' = 'chinese'`,
      [className],
    );
    // Cell 2 is 语文's count (人次).
    expect(await cells.nth(1).innerText()).toBe(String(count.n));
    await cells.nth(1).click();
    await visible(dialog.getByText(`明细：${className} / 语文`));
    await context.close();
  });

  it('in English: the designer and the report view speak English and pass axe', { timeout: 120_000 }, async () => {
    const { page, context } = await e2e.newPage({ locale: 'en-US' });
    await signIn(page, 'admin');
    await page.goto('/onlineDev/dataReport');
    await visible(page.getByRole('button', { name: 'New report' }));
    await axe(page, 'report design (en): list');
    await page.goto('/campus/leaveReport');
    const view = page.getByTestId('report-view-report-leave');
    await visible(view.getByRole('button', { name: /Export Excel/ }));
    await visible(view.getByTestId('report-table').locator('tr.ec-report-total').getByText('Total'));
    // The report's own words come from its translations: titles, measures, value labels.
    await visible(view.getByText('Leave per month (by type)'));
    await visible(view.getByTestId('report-table').locator('thead').getByText('Sick'));
    await visible(view.getByTestId('report-table').locator('thead').getByText('Requests').first());
    await visible(view.getByTestId('report-chart').first().locator('canvas'));
    await snap(page, 'report-view-en');
    await axe(page, 'report view (en)');
    await context.close();
  });
});
