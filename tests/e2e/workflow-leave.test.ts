import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { gone, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 14's journey: a teacher applies for 2 days' leave on the designed 请假申请 form; the group
// leader approves from the bell (the to-do message opens the task with its buttons); the school
// head sends it back to the teacher with a comment; the teacher edits and resubmits; the leader and
// the head approve; 教务处 sees it under 抄送事宜, and the flow chart shows every step done.
let e2e: E2E;
let leaderAccount: string;
let deanAccount: string;
beforeAll(async () => {
  e2e = await startE2E();
  const [row] = await e2e.server.database.query<{ leader: string; dean: string }>(
    `SELECT (SELECT account FROM users WHERE id = d.manager_id) AS leader,
       (SELECT m.account FROM users m JOIN organize j ON j.id = m.department_id WHERE j.company_id = u.organize_id AND j.full_name = '教务处' ORDER BY m.sort_code LIMIT 1) AS dean
     FROM users u JOIN organize d ON d.id = u.department_id WHERE u.account = 'teacher'`,
  );
  leaderAccount = row.leader;
  deanAccount = row.dean;
});
afterAll(() => e2e?.close());

/** Opens the newest row of a daily-work list and answers the task drawer. */
async function openNewest(page: Page, path: string, linkName: RegExp) {
  await page.goto(path);
  const row = page.locator('.ant-table-row').first();
  await visible(row);
  await row.getByRole('button', { name: linkName }).click();
  const drawer = page.getByTestId('workflow-task');
  await visible(drawer);
  return drawer;
}

/** Clicks an action button of the task page, writes the comment and submits the dialog. */
async function act(page: Page, button: RegExp, comment = '') {
  const drawer = page.getByTestId('workflow-task');
  await drawer.getByRole('button', { name: button }).click();
  const dialog = page.locator('.ant-modal-wrap:visible');
  if (comment) await dialog.getByLabel('审批意见').fill(comment);
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Picks an option of a select field by typing part of it (the dictionary picker). */
async function pick(page: Page, scope: Locator, label: string, typed: string, option: string) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(typed);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.getByText(option).first().click();
  await gone(dropdown);
}

async function signedIn(account: string) {
  const { page } = await e2e.newPage();
  await signIn(page, account);
  return page;
}

describe('leave journey', () => {
  it('apply, approve, send back with a comment, resubmit, approve, copy to 教务处', async () => {
    const teacher = await signedIn('teacher');
    await teacher.goto('/workFlow/flowLaunch');
    await teacher.getByRole('button', { name: '发起 请假流程' }).click();
    const launch = teacher.locator('.ant-modal-wrap:visible');
    // The designed page's form, drawn by the renderer: two days from the dates, by its formula.
    await pick(teacher, launch, '请假类型', '事', '事假');
    await launch.getByLabel('开始日期').fill('2026-12-01');
    await launch.getByLabel('开始日期').press('Enter');
    await launch.getByLabel('结束日期').fill('2026-12-02');
    await launch.getByLabel('结束日期').press('Enter');
    await launch.getByLabel('请假事由').fill('参加区教研活动（e2e）');
    await expect.poll(() => launch.getByLabel('请假天数').inputValue()).toBe('2');
    await launch.getByRole('button', { name: /提\s*交/ }).click();
    await launch.waitFor({ state: 'hidden' });
    const mine = teacher.locator('.ant-table-row').first();
    await expect.poll(() => mine.textContent()).toContain('审批中');
    const [launched] = await e2e.server.database.query<{ form: Record<string, unknown> }>(`SELECT form_data AS form FROM flow_task ORDER BY created_at DESC LIMIT 1`);
    expect(launched.form).toMatchObject({ leaveType: 'personal', startTime: '2026-12-01', endTime: '2026-12-02', days: 2 });

    // The group leader approves from the bell: the to-do message opens the task with its buttons.
    const leader = await signedIn(leaderAccount);
    await leader.getByTestId('message-bell').click();
    // newest first: the to-do message of this application
    await expect.poll(async () => (await leader.getByTestId('message-item').first().textContent()) ?? '').toContain('【待办】');
    await leader.getByTestId('message-item').first().click();
    await leader.getByTestId('message-open-task').click();
    let drawer = leader.getByTestId('workflow-task');
    await visible(drawer);
    await expect.poll(() => drawer.textContent()).toContain('参加区教研活动（e2e）');
    await expect.poll(() => drawer.getByTestId('flow-chart').locator('[data-state="current"]').first().textContent()).toBe('进行中');
    await act(leader, /同\s*意/, '同意');
    await expect.poll(() => drawer.getByTestId('flow-chart').locator('[data-state="current"]').first().textContent()).toBe('进行中');

    const head = await signedIn('school1');
    drawer = await openNewest(head, '/workFlow/flowTodo', /办\s*理/);
    await expect.poll(() => drawer.textContent()).toContain('参加区教研活动（e2e）');
    await act(head, /退\s*回/, '请补充调课安排');
    await expect.poll(() => drawer.getByTestId('task-status').textContent()).toBe('已退回');

    // the teacher sees the comment, edits the reason and resubmits
    drawer = await openNewest(teacher, '/workFlow/flowLaunch', /查\s*看/);
    await expect.poll(() => drawer.getByTestId('flow-records').textContent()).toContain('请补充调课安排');
    await drawer.getByRole('button', { name: /重新提交/ }).click();
    const edit = teacher.locator('.ant-modal-wrap:visible');
    await edit.getByLabel('请假事由').fill('参加区教研活动，调课已安排（e2e）');
    await edit.getByRole('button', { name: /提\s*交/ }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => drawer.getByTestId('task-status').textContent()).toBe('审批中');

    await openNewest(leader, '/workFlow/flowTodo', /办\s*理/);
    await act(leader, /同\s*意/);
    await openNewest(head, '/workFlow/flowTodo', /办\s*理/);
    await act(head, /同\s*意/, '同意');

    const dean = await signedIn(deanAccount);
    drawer = await openNewest(dean, '/workFlow/flowCirculate', /查\s*看/);
    await expect.poll(() => drawer.getByTestId('task-status').textContent()).toBe('已通过');
    await expect.poll(() => drawer.textContent()).toContain('调课已安排（e2e）');
    // every step taken is done; the short-leave branch was not taken
    const states = await drawer.getByTestId('flow-chart').locator('[data-state]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    expect(states.filter((s) => s === 'done').length).toBe(3);
    expect(states).not.toContain('current');
    await snap(dean, 'workflow-circulated');

    // the head finds it under 已办事宜 twice: sent back, then approved
    await head.goto('/workFlow/flowDone');
    await expect.poll(async () => (await head.locator('.ant-table-row').first().textContent()) ?? '').toContain('同意');
  });
});
