import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { MAIL_PASSWORD, MAIL_USER, rawMail, startImap, startSmtp, type ImapStandIn, type SmtpStandIn } from '../support/mailStandIns';

// 示例中心 part B, second half (issue 18 item 2): add a calendar event; set up a mail account
// against local SMTP and IMAP servers, read the inbox and send a mail that the SMTP server receives;
// save two versions of a document and see their diff; drag a Gantt task and see it after a reload.
let e2e: E2E;
let smtp: SmtpStandIn;
let imap: ImapStandIn;
beforeAll(async () => {
  smtp = await startSmtp();
  imap = await startImap([rawMail({ fromName: '王老师', from: 'wang@school.test', subject: '教研会通知', text: '周三下午三点开教研会。' })]);
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
  await smtp?.close();
  await imap?.close();
});

const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

describe('示例中心: 日程安排, 邮件收发, 知识文档, 项目甘特', () => {
  it('adds an event, mails through the local servers, diffs two versions and reschedules a Gantt task', { timeout: 240_000 }, async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'sysadmin');
    const q = <T = any>(sql: string, p: unknown[] = []) => e2e.server.database.query<T>(sql, p) as Promise<T[]>;

    // 日程安排
    await page.goto('/extend/schedule');
    await visible(page.getByTestId('calendar').getByText('全区教研工作会'));
    await page.getByTestId('event-add').click();
    await page.getByTestId('event-title').fill('班主任例会');
    const start = new Date();
    start.setHours(start.getHours() + 2, 0, 0, 0);
    await page.getByTestId('event-start').fill(local(start.getTime()));
    await page.getByTestId('event-end').fill(local(start.getTime() + 3_600_000));
    await page.getByTestId('event-save').click();
    await visible(page.getByTestId('calendar').getByText('班主任例会'));
    const [event] = await q<{ start: number; remind_minutes: number }>(`SELECT (extract(epoch FROM start_at) * 1000)::float8 AS start, remind_minutes FROM ex_event WHERE title = '班主任例会'`);
    expect(event).toEqual({ start: start.getTime(), remind_minutes: 15 });
    await snap(page, 'examples-schedule');

    // 邮件收发: the account first (the page opens on it while there is none)
    await page.goto('/extend/email');
    await page.getByTestId('mail-account-email').fill(MAIL_USER);
    await page.getByTestId('mail-smtp-host').fill('127.0.0.1');
    await page.getByTestId('mail-smtp-port').fill(String(smtp.port));
    await page.getByTestId('mail-smtp-tls').click();
    await page.getByTestId('mail-imap-host').fill('127.0.0.1');
    await page.getByTestId('mail-imap-port').fill(String(imap.port));
    await page.getByTestId('mail-imap-tls').click();
    await page.getByTestId('mail-login').fill(MAIL_USER);
    await page.getByTestId('mail-password').fill(MAIL_PASSWORD);
    await page.getByTestId('mail-account-save').click();
    await page.locator('.ant-table-row', { hasText: '教研会通知' }).click();
    await visible(page.getByTestId('mail-text').getByText('周三下午三点开教研会。'));
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: '写邮件' }).click();
    await page.getByTestId('mail-to').fill('parent@home.test');
    await page.getByTestId('mail-subject').fill('家长会通知');
    await page.getByTestId('mail-body').fill('本周五下午召开家长会。');
    await page.getByTestId('mail-send').click();
    await visible(page.locator('.ant-table-row', { hasText: '家长会通知' }));
    expect(smtp.received.map((m) => [m.subject, m.text?.trim(), (m.to as { text: string }).text])).toEqual([['家长会通知', '本周五下午召开家长会。', 'parent@home.test']]);
    await snap(page, 'examples-email');

    // 知识文档: two versions and their diff
    await page.goto('/extend/document');
    await page.getByTestId('doc-new').click();
    await page.getByTestId('doc-title').fill('升旗仪式流程');
    const editor = page.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type('出旗，奏国歌。');
    await page.getByTestId('doc-save').click();
    await visible(page.getByText('已保存为第 1 版'));
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('国旗下讲话。');
    await page.getByTestId('doc-save').click();
    await visible(page.getByText('已保存为第 2 版'));
    await page.getByTestId('doc-versions').click();
    const diff = page.getByTestId('doc-diff');
    await visible(diff.getByText('新增 1 行'));
    await visible(diff.getByText('国旗下讲话。'));
    await snap(page, 'examples-document');
    await page.keyboard.press('Escape');

    // 项目甘特: drag 制定开学工作方案 two days later; its dependants follow, and it stays after a reload
    await page.goto('/extend/projectGantt');
    const bar = page.getByTestId('gantt-bar-t1');
    await visible(bar);
    const b = (await bar.locator('rect').first().boundingBox())!;
    await page.mouse.move(b.x + 10, b.y + 10);
    await page.mouse.down();
    await page.mouse.move(b.x + 40, b.y + 10, { steps: 3 });
    await page.mouse.move(b.x + 10 + 56, b.y + 10, { steps: 3 });
    await page.mouse.up();
    await visible(page.getByText(/已顺延 \d+ 个后续任务/));
    await page.reload();
    await expect.poll(() => page.getByTestId('gantt-bar-t1').getAttribute('data-start')).toBe('2');
    expect(await page.getByTestId('gantt-bar-t2').getAttribute('data-start')).toBe('5');
    await snap(page, 'examples-gantt');
  });
});
