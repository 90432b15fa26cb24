import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickTopMenu, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 15: the super administrator backs up the district's data on 数据备份, someone changes a
// record, and restoring the backup from the screen (after its confirmation) brings the record back.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('数据备份 in the browser', () => {
  it('backs up, then restores after a confirmation, and the changed record is as it was', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'admin');
    await pickTopMenu(page, '系统数据', '数据备份');
    await visible(page.getByRole('button', { name: /立即备份/ }));
    await page.getByRole('button', { name: /立即备份/ }).click();
    const row = page.locator('tbody tr').filter({ hasText: '手动' }).first();
    await visible(row.getByText('完成'));
    await snap(page, 'data-backup-done');

    const db = e2e.server.database;
    const [before] = await db.query<{ real_name: string }>(`SELECT real_name FROM users WHERE account = 'school2'`);
    await db.query(`UPDATE users SET real_name = '备份之后改的名字' WHERE account = 'school2'`);

    await row.getByRole('button', { name: /恢\s*复/ }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await visible(dialog.locator('.ant-modal-confirm-title').getByText('确定恢复到这个备份吗？'));
    await dialog.getByRole('button', { name: /恢\s*复/ }).click();
    await visible(page.getByText('恢复成功'));
    await expect.poll(async () => (await db.query<{ real_name: string }>(`SELECT real_name FROM users WHERE account = 'school2'`))[0].real_name).toBe(before.real_name);
    // The state before the restore was kept as its own backup.
    await visible(page.locator('tbody tr').filter({ hasText: '恢复前自动备份' }).first());
    await snap(page, 'data-backup-restored');
  });
});
