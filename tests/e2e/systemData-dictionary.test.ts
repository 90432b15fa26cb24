import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { gone, pickTopMenu, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 13 item 6: a person keeping the district's dictionaries adds a dictionary type on the
// 数据字典 screen, gives it an entry, renames it, and is told why it cannot be removed while it
// holds that entry — all with the screen's own buttons.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const OK = /确\s*定/;

async function submit(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: OK }).click();
  await gone(page.getByRole('dialog'));
}

describe('数据字典: dictionary types', () => {
  it('adds a type and an entry under it, renames the type, and cannot remove it while it has the entry', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await pickTopMenu(page, '系统数据', '数据字典');
    const tree = page.getByTestId('treeList-systemData.dictionary');
    const treeActions = tree.getByTestId('tree-actions');
    const list = page.getByTestId('list-systemData.dictionary');
    await visible(tree.getByText('性别'));
    await visible(list.locator('tbody tr.ec-row'));

    // A new type at the top level (the form's parent starts at 顶级分类).
    await treeActions.getByRole('button', { name: /新\s*建/ }).click();
    let dialog = page.getByRole('dialog');
    await visible(dialog.getByLabel('分类名称'));
    await visible(dialog.locator('.ant-select').filter({ hasText: '顶级分类' }));
    await dialog.getByLabel('分类名称').fill('住宿类型');
    await dialog.getByLabel('分类编码').fill('boardingE2e');
    await snap(page, 'dictionary-type-create');
    await submit(page, dialog);

    // The tree shows it; picking it shows its (empty) entries, and an entry is added there.
    await tree.getByText('住宿类型', { exact: true }).click();
    await expect.poll(() => list.locator('tbody tr.ec-row').count()).toBe(0);
    await list.getByRole('button', { name: /新\s*建/ }).click();
    dialog = page.getByRole('dialog');
    await visible(dialog.getByLabel('名称'));
    await dialog.getByLabel('名称').fill('走读');
    await dialog.getByLabel('编码').fill('day');
    await submit(page, dialog);
    await expect.poll(() => list.locator('tbody tr.ec-row').allInnerTexts()).toEqual([expect.stringContaining('走读')]);
    await snap(page, 'dictionary-type-entry');

    // Rename the selected type.
    await treeActions.getByRole('button', { name: /编\s*辑/ }).click();
    dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('分类名称').inputValue()).toBe('住宿类型');
    await dialog.getByLabel('分类名称').fill('住宿方式');
    await submit(page, dialog);
    await visible(tree.getByText('住宿方式', { exact: true }));

    // Removing it while it holds an entry is refused with the reason, and both stay.
    await treeActions.getByRole('button', { name: /删\s*除/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: OK }).click();
    await visible(page.getByText('该字典分类下有子分类或字典数据，不能删除'));
    await snap(page, 'dictionary-type-remove-refused');
    await visible(tree.getByText('住宿方式', { exact: true }));

    const admin = await e2e.server.login('admin');
    const types = await e2e.server.database.query<{ id: string; full_name: string; parent_id: string }>(
      `SELECT id, full_name, parent_id FROM dictionary_type WHERE en_code = 'boardingE2e'`,
    );
    expect(types).toEqual([{ id: expect.any(String), full_name: '住宿方式', parent_id: '-1' }]);
    const entries = await admin.get(`/api/System/DictionaryData/${types[0].id}`);
    expect(entries.data.list.map((d: { fullName: string; enCode: string }) => [d.fullName, d.enCode])).toEqual([['走读', 'day']]);
    await context.close();
  });
});
