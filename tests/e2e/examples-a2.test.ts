import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';

// 示例中心 part A (issue 18 item 2): 大数据 changes page over the generated rows (here 5,000; a
// million in the product), 导入导出 imports a CSV after its preview and shows the per-row report,
// 文件预览 draws the sample PDF with pdf.js and turns its page.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ EXAMPLE_BIG_ROWS: '5000' });
});
afterAll(() => e2e?.close());

describe('示例中心: big data, import, preview', () => {
  it('pages the big list, imports a CSV with its report, previews a PDF', { timeout: 180_000 }, async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'sysadmin');

    // 大数据: page 1 starts at id 1; the next page at id 21; a jump to page 100 at id 1981.
    await page.goto('/extend/bigData');
    const firstId = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').first();
    await visible(firstId.filter({ hasText: /^1$/ }));
    await page.locator('.ant-pagination-next').click();
    await visible(firstId.filter({ hasText: /^21$/ }));
    await page.getByRole('spinbutton', { name: '跳至第' }).fill('100');
    await page.getByRole('button', { name: /跳\s*转/ }).click();
    await visible(firstId.filter({ hasText: /^1981$/ }));
    await visible(page.getByTestId('big-total').filter({ hasText: '共 5,000 条' }));
    await snap(page, 'examples-bigdata');

    // 导入导出: two good rows and one bad; the preview writes nothing, the import writes the two.
    await page.goto('/extend/importExport');
    const before = (await e2e.server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM example_student'))[0].n;
    const csv = '学号,姓名,性别,学校,年级,班级,联系电话,出生日期\n20258001,顾一,女,城东第一中学,8,2班,,2011-01-02\n20258002,顾二,男,城东第一中学,8,2班,,\n20258003,,男,城东第一中学,15,2班,,\n';
    await page.getByTestId('import-file').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await visible(page.getByTestId('import-summary').filter({ hasText: '共 3 行：2 行可导入，1 行有错' }));
    await visible(page.getByTestId('import-problems').getByText('姓名不能为空'));
    await visible(page.getByTestId('import-problems').getByText('年级应在 1 到 12 之间'));
    expect((await e2e.server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM example_student'))[0].n).toBe(before);
    await snap(page, 'examples-import-preview');
    await page.getByRole('button', { name: /导入 2 条有效行/ }).click();
    await visible(page.getByTestId('import-summary').filter({ hasText: '已导入 2 行，1 行有错未导入' }));
    expect((await e2e.server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM example_student'))[0].n).toBe(before + 2);
    await page.getByRole('dialog').locator('.ant-modal-footer').getByRole('button').click();
    await visible(page.getByText('顾一'));

    // 文件预览: the PDF's first page is drawn, then its second.
    await page.goto('/extend/preview');
    await page.getByRole('button', { name: '告家长书.pdf' }).click();
    await visible(page.getByTestId('pdf-page').filter({ hasText: '第 1 页，共 2 页' }));
    await visible(page.locator('[data-testid="pdf-canvas"][data-rendered="1"]'));
    await page.getByRole('button', { name: /下一页/ }).click();
    await visible(page.locator('[data-testid="pdf-canvas"][data-rendered="2"]'));
    await snap(page, 'examples-preview-pdf');
    await page.getByRole('button', { name: '教研工作计划.docx' }).click();
    await visible(page.getByTestId('docx-preview').getByText('城东第一中学教研工作计划'));
  });
});
