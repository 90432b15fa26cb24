import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { gone, pickTopMenu, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Form dialogs and search bars follow the UI language: the titles of a page's form and search schemas
// are written in Chinese and translated through the page's `translations` block and the renderer's
// common words (a built-in screen and a seeded low-code page alike).
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The navbar's language selector, as a person uses it; waits for the switch's success text. */
async function switchLanguage(page: Page, lang: 'zh' | 'zhtw' | 'en', success: string) {
  await page.getByTestId('navbar').getByTestId('language-selector').click();
  await page.getByTestId(`language-${lang}`).click();
  await visible(page.locator('.ant-message').getByText(success));
}

/** A form's field labels as shown (without the required mark), and those whose text does not fit. */
async function fieldLabels(scope: Locator) {
  const labels = scope.locator('label.ec-field-label');
  await visible(labels);
  const texts = (await labels.allInnerTexts()).map((t) => t.replace(/^\*/, '').trim());
  const clipped = await labels.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
  return { texts, clipped };
}

/** Waits until the finite CSS animations have finished, for a clean picture. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));

describe('form and search schemas in the UI language', () => {
  it('users: English, then Traditional Chinese, in the search bar and the create dialog', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await switchLanguage(page, 'en', 'Switch Language Success');
    // 'Users', not 'Online users': the entry's name is its icon's and its title.
    await pickTopMenu(page, 'Organization', /\bUsers$/);
    await page.waitForURL(/\/permission\/user/);
    const list = page.getByTestId('list-permission.user');
    await visible(list.getByText('sysadmin', { exact: true }));

    // The search bar's state filter: State, with Enabled / Disabled.
    const search = page.getByTestId('search-bar');
    await search.getByLabel('State').click();
    const options = page.locator('.ant-select-dropdown:visible');
    await visible(options.getByText('Enabled', { exact: true }));
    await visible(options.getByText('Disabled', { exact: true }));
    await settled(page);
    await snap(page, 'schema-i18n-en-users-search');
    await options.getByText('Enabled', { exact: true }).click();
    await gone(options);

    await list.getByRole('button', { name: /New/ }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('New user'));
    const en = await fieldLabels(dialog);
    expect(en.texts).toEqual(['Account', 'Name', 'Gender', 'Mobile', 'E-mail', 'Organization', 'Department', 'Positions', 'Roles', 'Password', 'Sort order', 'Description']);
    expect(en.clipped).toEqual([]);
    // A label names its control: a person (and a screen reader) finds the field by its English label.
    await dialog.getByLabel('Account').fill('i18nstaff01');
    expect(await dialog.getByText('账户').count()).toBe(0);
    await settled(page);
    await snap(page, 'schema-i18n-en-users-create');
    await dialog.getByRole('button', { name: /Cancel/ }).click();
    await gone(dialog);

    await switchLanguage(page, 'zhtw', '切換成功');
    await visible(list.getByText('sysadmin', { exact: true }));
    await visible(search.getByLabel('狀態'));
    await list.getByRole('button', { name: /新\s*建/ }).click();
    await visible(dialog.getByText('新建用戶'));
    const zhtw = await fieldLabels(dialog);
    expect(zhtw.texts).toEqual(['賬戶', '姓名', '性別', '手機', '郵箱', '所屬組織', '所屬部門', '崗位', '角色', '密碼', '排序', '說明']);
    expect(zhtw.clipped).toEqual([]);
    await settled(page);
    await snap(page, 'schema-i18n-zhtw-users-create');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await gone(dialog);
    await search.getByLabel('狀態').click();
    await visible(options.getByText('啟用', { exact: true }));
    await settled(page);
    await snap(page, 'schema-i18n-zhtw-users-search');
    await context.close();
  });

  it('a seeded low-code page (学生信息) and its form in English; a sub-table (请假申请) too', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await switchLanguage(page, 'en', 'Switch Language Success');
    await page.goto('/campus/student');
    const list = page.getByTestId('list-model-student');
    await visible(list.locator('tbody tr.ec-row'));
    // Plain-string labels of the designed page go through the same translations.
    await visible(list.getByRole('columnheader', { name: 'Student no.' }));
    const search = page.getByTestId('search-bar');
    await visible(search.getByPlaceholder('Student no., name or class'));
    await visible(search.getByPlaceholder('Enrolment date'));

    await list.getByRole('button', { name: /New/ }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('New student'));
    const labels = await fieldLabels(dialog);
    expect(labels.texts).toEqual(['Student no.', 'Name', 'Gender', 'Ethnicity', 'School', 'Class', 'Form teacher', 'ID card no.', 'Phone', 'Enrolment date']);
    expect(labels.clipped).toEqual([]);
    await settled(page);
    await snap(page, 'schema-i18n-en-student-create');
    await dialog.getByRole('button', { name: /Cancel/ }).click();
    await gone(dialog);

    await page.goto('/campus/leave');
    const leave = page.getByTestId('list-model-leave');
    await visible(leave.locator('tbody tr.ec-row'));
    await leave.getByRole('button', { name: /New/ }).click();
    const drawer = page.getByRole('dialog');
    await visible(drawer.getByText('New leave request'));
    const leaveLabels = await fieldLabels(drawer);
    expect(leaveLabels.texts).toEqual(expect.arrayContaining(['Request no.', 'Applicant', 'Leave type', 'Start date', 'End date', 'Days of leave', 'Lesson swaps', 'Total swapped lessons']));
    expect(leaveLabels.clipped).toEqual([]);
    // The sub-table's column labels come from its ui:options.
    for (const h of ['Date', 'Class', 'Subject', 'Substitute teacher', 'Lessons']) {
      await visible(drawer.getByRole('columnheader', { name: new RegExp(`^\\*?\\s*${h}$`) }));
    }
    await settled(page);
    await snap(page, 'schema-i18n-en-leave-create');
    // A ui:placeholder: the applicant picker says who it will be.
    await visible(drawer.getByText('Set to you on save'));
    await context.close();
  });
});
