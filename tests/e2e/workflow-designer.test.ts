import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';

// 流程设计 (issue 14): the list of flows, the approval-tree designer with its live check, and a
// release that makes version 1.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('flow designer', () => {
  it('shows the seeded leave flow as a tree with its branches side by side', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto('/workFlow/flowEngine');
    const row = page.locator('.ant-table-row', { hasText: '请假流程' });
    await visible(row);
    await expect.poll(() => row.textContent()).toContain('已发布');
    await row.getByRole('button', { name: /设\s*计/ }).click();
    const designer = page.getByTestId('flow-designer');
    await visible(designer);
    // both branches and their approvers are drawn, the copy to 教务处 below the join
    for (const id of ['short', 'long', 'leader1', 'leader2', 'head', 'copy']) await visible(designer.getByTestId(`node-${id}`));
    const short = await designer.getByTestId('node-short').boundingBox();
    const long = await designer.getByTestId('node-long').boundingBox();
    const copy = await designer.getByTestId('node-copy').boundingBox();
    expect(Math.abs(short!.y - long!.y)).toBeLessThan(2);
    expect(copy!.y).toBeGreaterThan(long!.y);
    await expect.poll(() => designer.textContent()).toContain('设计检查通过');
    await snap(page, 'workflow-designer-leave');
    const violations = await seriousViolations(page);
    expect(violations, describeViolations('流程设计 designer', violations)).toEqual([]);
    // a node's settings drawer passes too
    await designer.getByTestId('node-head').getByRole('button', { name: '发起人的上级主管' }).click();
    await visible(page.locator('.ant-drawer', { hasText: '节点设置' }).last());
    const inDrawer = await seriousViolations(page);
    expect(inDrawer, describeViolations('流程设计 node settings', inDrawer)).toEqual([]);
  });

  it('creates a flow, adds an approver and a branch group, is told what is missing at the node, and releases once it is fixed', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto('/workFlow/flowEngine');
    await page.getByRole('button', { name: /新\s*建/ }).click();
    const dialog = page.locator('.ant-modal-wrap:visible');
    await dialog.getByLabel('流程名称').fill('调课申请（e2e）');
    await dialog.getByLabel('流程编码').fill('swapLessonE2e');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const designer = page.getByTestId('flow-designer');
    await visible(designer);

    await designer.getByTestId('add-after-start').click();
    await page.getByRole('menuitem', { name: '审批人' }).click();
    const approver = designer.locator('[data-testid^="node-approver_"]');
    await visible(approver);
    const approverId = ((await approver.getAttribute('data-testid')) ?? '').replace('node-', '');
    await designer.getByTestId(`add-after-${approverId}`).click();
    await page.getByRole('menuitem', { name: '条件分支' }).click();
    // the first branch has no condition yet: said at that branch and in the list above
    await expect.poll(() => designer.getByTestId('design-problems').textContent()).toContain('条件分支未设置条件');
    await visible(designer.locator('[role="alert"]', { hasText: '条件分支未设置条件' }));
    await snap(page, 'workflow-designer-problem');

    // the branch gets a condition on the initiator's role, the other stays "otherwise"
    await designer.locator('[data-testid^="node-branch_"]').first().getByRole('button', { name: '未设置条件' }).click();
    await snap(page, 'workflow-designer-settings');
    const settings = page.locator('.ant-drawer', { hasText: '节点设置' }).last();
    await visible(settings);
    await settings.getByRole('button', { name: '添加条件' }).click();
    await settings.getByLabel('字段').click();
    await page.getByTitle('发起人角色').click();
    await settings.getByLabel('值').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.keyboard.press('Escape');
    await settings.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => designer.textContent()).toContain('设计检查通过');

    await designer.getByRole('button', { name: /发\s*布/ }).click();
    const row = page.locator('.ant-table-row', { hasText: '调课申请（e2e）' });
    await expect.poll(() => row.textContent()).toContain('v1');
    await expect.poll(() => row.textContent()).toContain('已发布');
    const [flow] = await e2e.server.database.query<{ version: number; design: string }>(`SELECT version, flow_template_json::text AS design FROM flow_engine WHERE en_code = 'swapLessonE2e'`);
    expect(flow.version).toBe(1);
    expect(JSON.parse(flow.design).childNode.type).toBe('approver');
  });
});
