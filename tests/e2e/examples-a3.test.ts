import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';

// 示例中心 part A (issue 18 item 2): 条码示例 draws a code and reads a QR image in the browser,
// 打印示例 binds the roster template to a school's students as A4 sheets that break per class.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('示例中心: barcodes and printing', () => {
  it('refuses a bad EAN-13, decodes an uploaded QR image, and previews the print sheets', { timeout: 180_000 }, async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'sysadmin');

    await page.goto('/extend/barCode');
    await visible(page.locator('[data-code="CODE128"] svg'));
    await page.getByLabel('码制').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'EAN13' }).click();
    await page.getByLabel('内容').fill('6901234567891');
    await visible(page.getByText('校验位不正确'));
    await page.getByLabel('内容').fill('690123456789');
    await visible(page.locator('[data-code="EAN13"] svg'));
    await snap(page, 'examples-barcode');

    await page.getByRole('tab', { name: '识别' }).click();
    const png = await QRCode.toBuffer('20240001 王子涵 城东第一中学', { width: 300 });
    await page.getByTestId('scan-file').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });
    await visible(page.getByTestId('scan-result').filter({ hasText: '20240001 王子涵 城东第一中学' }));
    await snap(page, 'examples-barcode-scan');

    // The roster: one sheet per class, a page break after each, the table header repeated in print.
    await page.goto('/extend/print');
    await visible(page.getByTestId('print-preview').getByText('学生成绩单'));
    await page.getByLabel('模板', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '班级花名册' }).click();
    const sheets = page.getByTestId('print-preview').locator('.sheet');
    await visible(sheets.first().getByText('学生花名册'));
    const [{ n: classes }] = await e2e.server.database.query<{ n: number }>(
      `SELECT count(DISTINCT (grade, class_name))::int AS n FROM example_student WHERE school = (SELECT school FROM example_student ORDER BY school, grade, class_name, student_no LIMIT 1)`,
    );
    expect(await sheets.count()).toBe(classes);
    await snap(page, 'examples-print');
    await page.emulateMedia({ media: 'print' });
    expect(await sheets.first().evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
    expect(await sheets.first().locator('thead').evaluate((el) => getComputedStyle(el).display)).toBe('table-header-group');
    expect(await page.locator('.ant-layout-header, header').first().evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
  });
});
