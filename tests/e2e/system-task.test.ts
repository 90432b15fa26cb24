import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gone, pickTopMenu, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 15 item 2: an administrator creates a task with a cron expression on 定时任务, sees its
// next run times while typing, runs it now and finds the run in its history.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('定时任务', () => {
  it('creates a cron task, runs it now and shows the run in its history', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await pickTopMenu(page, '系统管理', '定时任务');
    const screen = page.getByTestId('time-task');
    await visible(screen.getByText('清理旧日志'));
    await screen.getByRole('button', { name: /新\s*建/ }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByTestId('task-form');
    await form.getByLabel('任务名称').fill('夜间清理日志');
    await form.getByLabel('任务编码').fill('nightlyTrim');
    await form.getByLabel('任务类型').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '清理旧日志' }).click();
    await form.getByLabel('Cron 表达式').fill('61 * * * *');
    await visible(form.getByText(/Cron 表达式无效/));
    await form.getByLabel('Cron 表达式').fill('15 2 * * *');
    await expect.poll(() => form.getByTestId('cron-preview').locator('.ant-tag').count()).toBe(5);
    await form.getByLabel('参数（JSON）').fill('{"keepDays": 3650}');
    await snap(page, 'system-task-form');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await gone(page.getByRole('dialog'));

    const row = screen.locator('tr').filter({ hasText: '夜间清理日志' });
    await visible(row.getByText('15 2 * * *'));
    await row.getByRole('button', { name: '运行一次' }).click();
    await visible(page.locator('.ant-message-success'));
    await expect
      .poll(async () => (await e2e.server.database.query<{ state: string }>(`SELECT l.state FROM sys_task_log l JOIN sys_task t ON t.id = l.task_id WHERE t.en_code = 'nightlyTrim'`)).map((r) => r.state), { timeout: 15_000 })
      .toEqual(['success']);
    await row.getByRole('button', { name: '运行记录' }).click();
    const drawer = page.getByTestId('task-runs');
    await visible(drawer.getByText('成功'));
    await visible(drawer.getByText('手动'));
    await snap(page, 'system-task-runs');
    await context.close();
  });
});
