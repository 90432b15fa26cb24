import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { pdfBase64 } from '../api/examples-b-fixtures';

// 示例中心 part B, first half (issue 18 item 2): sign on the pad and save the signature; make a
// seal, drag it onto a PDF page and stamp it, then verify the stamped file; write an order with
// lines and submit it into its approval flow.
let e2e: E2E;
let pdfFile: string;
beforeAll(async () => {
  e2e = await startE2E();
  pdfFile = path.join(e2e.server.config.dataDir, '合同.pdf');
  fs.writeFileSync(pdfFile, Buffer.from(await pdfBase64(), 'base64'));
});
afterAll(() => e2e?.close());

async function drawOn(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 30 + i * 25, box.y + 40 + (i % 2) * 50);
  await page.mouse.up();
}

describe('示例中心: 电子签名, 电子签章, 订单示例', () => {
  it('signs and saves, stamps a PDF at a dragged position and verifies it, and submits an order into its flow', { timeout: 240_000 }, async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'sysadmin');
    const q = <T = any>(sql: string, p: unknown[] = []) => e2e.server.database.query<T>(sql, p) as Promise<T[]>;

    // 电子签名
    await page.goto('/extend/signature');
    await visible(page.getByTestId('signature-pad'));
    await drawOn(page, '[data-testid="signature-pad"]');
    await page.getByTestId('signature-save').click();
    await visible(page.getByTestId('signature-item'));
    await visible(page.getByText('默认'));
    const [saved] = await q<{ file_name: string; byte_size: number }>(`SELECT s.file_name, s.byte_size FROM ex_signature s JOIN users u ON u.id = s.user_id WHERE u.account = 'sysadmin'`);
    expect(fs.statSync(path.join(e2e.server.config.dataDir, 'examples', 'signature', saved.file_name)).size).toBe(saved.byte_size);
    await snap(page, 'examples-signature');

    // 电子签章
    await page.goto('/extend/signet');
    await page.getByTestId('seal-generate').click();
    await visible(page.locator('img[alt="城东区教育局"]'));
    await page.locator('.ant-upload:has([data-testid="signet-pick-pdf"]) input[type=file]').setInputFiles(pdfFile);
    const preview = page.getByTestId('signet-preview');
    await visible(preview);
    await expect.poll(async () => (await preview.boundingBox())?.height ?? 0).toBeGreaterThan(600);
    // drag the seal 100 px left and 200 px up
    const seal = page.getByTestId('signet-seal');
    const s = (await seal.boundingBox())!;
    await page.mouse.move(s.x + 20, s.y + 20);
    await page.mouse.down();
    await page.mouse.move(s.x - 40, s.y - 80, { steps: 4 });
    await page.mouse.move(s.x - 80, s.y - 180, { steps: 4 });
    await page.mouse.up();
    await page.getByTestId('signet-stamp').click();
    await visible(page.getByText('已盖章，记录已保存'));
    const [record] = await q<{ id: string; x: number; y: number; page_index: number }>(`SELECT id, x, y, page_index FROM ex_stamp_record ORDER BY created_at DESC LIMIT 1`);
    // dropped at (220, 320) of a 520 px wide preview of an A4 page: 252 pt from the left; 841.89 − 366.3 − 103 from the bottom
    expect(record.page_index).toBe(0);
    expect(Math.round(record.x)).toBe(252);
    expect(Math.round(record.y)).toBe(373);
    // the stamped file (as downloaded) passes verification
    await page.locator('.ant-upload:has([data-testid="signet-verify"]) input[type=file]').setInputFiles(path.join(e2e.server.config.dataDir, 'examples', 'signet', `${record.id}.pdf`));
    await visible(page.getByTestId('signet-verdict').getByText('验证通过'));
    await snap(page, 'examples-signet');

    // 订单示例
    await page.goto('/extend/order');
    await visible(page.getByText('城东第一中学 总务处'));
    await page.getByTestId('order-add').click();
    await page.getByTestId('order-customer').fill('城东实验小学 后勤处');
    await page.getByLabel('商品 1').fill('篮球');
    await page.getByLabel('数量 1').fill('12');
    await page.getByLabel('单价 1').fill('89.9');
    await page.getByRole('button', { name: '添加一行' }).click();
    await page.getByLabel('商品 2').fill('打气筒');
    await page.getByLabel('数量 2').fill('2');
    await page.getByLabel('单价 2').fill('15.55');
    await visible(page.getByTestId('order-total').getByText('合计金额：¥1109.90'));
    await page.getByTestId('order-save').click();
    const row = page.locator('.ant-table-row', { hasText: '城东实验小学 后勤处' });
    await visible(row.getByText('¥1109.90'));
    await row.getByRole('button', { name: '提交审批' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await visible(row.getByText('审批中'));
    const [task] = await q<{ status: number; full_name: string }>(`SELECT t.status, t.full_name FROM ex_order o JOIN flow_task t ON t.id = o.flow_task_id WHERE o.customer = '城东实验小学 后勤处'`);
    expect(task.status).toBe(1);
    expect(task.full_name).toMatch(/^DD\d{12} 城东实验小学 后勤处$/);
    await snap(page, 'examples-order');
  });
});
