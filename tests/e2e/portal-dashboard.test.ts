import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';

// Issue 16: a designer builds a portal of three cards and assigns it to 学校管理员; school1 then sees
// it at /dashboard with their own school's figures. The 教育数据大屏 entry (type 6) opens the seeded
// big screen with a one-time ticket. The new screens pass axe in Chinese and English.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const q = <T = any>(sql: string, params: unknown[] = []) => e2e.server.database.query<T>(sql, params);

describe('门户设计 → /dashboard', () => {
  it('admin builds a three-card portal, assigns it to 学校管理员, and school1 sees only their school’s numbers', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto('/onlineDev/portal');
    await visible(page.getByRole('cell', { name: '学校门户' }));
    expect(await seriousViolations(page), describeViolations('门户设计', await seriousViolations(page))).toEqual([]);
    await page.getByRole('button', { name: /新\s*建/ }).click();
    const create = page.locator('.ant-modal').filter({ hasText: '编码' });
    await create.getByLabel('名称').fill('校长门户');
    await create.getByLabel('编码').fill('headPortal');
    await create.getByRole('button', { name: /保\s*存/ }).click();

    // The designer: three cards from the palette, each drawn with its live data as it lands.
    const canvas = page.locator('[data-designer-canvas]');
    await visible(canvas);
    for (const kind of ['number', 'bar', 'todos']) {
      await page.locator(`[data-add-card="${kind}"]`).click();
    }
    await expect.poll(() => canvas.locator('[data-card]').count()).toBe(3);
    await page.locator('[data-properties]').getByLabel('标题').fill('待我处理');
    await page.locator('[data-save]').click();
    await visible(page.getByText('已保存'));
    await snap(page, 'portal-designer');
    const [saved] = await q(`SELECT id, version, definition::text AS def FROM visual_portal WHERE en_code = 'headPortal'`);
    expect(saved.version).toBe(2);
    expect(JSON.parse(saved.def).cards.map((c: any) => c.kind)).toEqual(['number', 'bar', 'todos']);
    await page.getByRole('button', { name: /关\s*闭/ }).click();

    const row = page.locator('tbody tr').filter({ hasText: '校长门户' });
    await row.getByRole('button', { name: '分配角色' }).click();
    const roles = page.locator('.ant-modal').filter({ hasText: '分配角色：校长门户' });
    await roles.getByLabel('选择角色').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '学校管理员' }).click();
    // A multiple select keeps its list open: close it before reaching for the dialog's button.
    await roles.locator('.ant-modal-title').click();
    await roles.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(async () => (await q(`SELECT count(*)::int AS n FROM visual_portal_role WHERE portal_id = $1`, [saved.id]))[0].n).toBe(1);

    const school = await e2e.newPage();
    await signIn(school.page, 'school1');
    await school.page.goto('/dashboard');
    await visible(school.page.getByRole('heading', { name: '校长门户' }));
    const [{ mine, all }] = await q<{ mine: number; all: number }>(
      `SELECT (SELECT count(*)::int FROM users u JOIN organize o ON o.id = u.organize_id
                 WHERE o.tree_path LIKE (SELECT tree_path FROM organize WHERE id = (SELECT organize_id FROM users WHERE account = 'school1')) || '%') AS mine,
              (SELECT count(*)::int FROM users u JOIN organize o ON o.id = u.organize_id JOIN organize s ON o.tree_path LIKE s.tree_path || '%'
                 WHERE s.category = 'company' AND s.parent_id <> '-1') AS all`,
    );
    expect(mine).toBeLessThan(all);
    const figure = school.page.locator('[data-card] [data-figure]');
    await visible(figure);
    await expect.poll(async () => (await figure.textContent())?.replace(/,/g, '')).toBe(String(mine));
    await visible(school.page.getByText('待我处理'));
    await visible(school.page.locator('[data-card] canvas'));
    expect(await seriousViolations(school.page), describeViolations('/dashboard', await seriousViolations(school.page))).toEqual([]);
    await snap(school.page, 'portal-dashboard-school1');

    const en = await e2e.newPage({ locale: 'en' });
    await signIn(en.page, 'school1');
    await en.page.goto('/dashboard');
    await visible(en.page.locator('[data-card] [data-figure]'));
    expect(await seriousViolations(en.page), describeViolations('/dashboard (en)', await seriousViolations(en.page))).toEqual([]);
  });
});

describe('教育数据大屏 (type 6)', () => {
  it('opens the seeded screen in a new tab with a ticket that is then gone from the address', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'school1');
    await page.goto('/dataV/education');
    const open = page.getByRole('button', { name: '在新窗口打开数据大屏' });
    await visible(open);
    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await visible(tab.locator('[data-screen-canvas]'));
    await visible(tab.getByText('城东区教育数据大屏'));
    await visible(tab.locator('[data-item="users"] canvas'));
    expect(tab.url()).toMatch(/\/dataV\/view\/screen-education$/);
    expect(await seriousViolations(tab), describeViolations('/dataV', await seriousViolations(tab))).toEqual([]);
    await snap(tab, 'big-screen');
    // The spent ticket opens nothing a second time.
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM iframe_ticket WHERE used_at IS NOT NULL`);
    expect(n).toBeGreaterThan(0);
  });
});
