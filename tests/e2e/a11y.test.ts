import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signIn, startE2E, visible, type E2E } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';
import { buildRoutes, flattenRoutes, type AppRoute } from '../../src/router/buildRoutes';
import type { MenuEntry } from '../../contract/api';

// Issue 12 item 7: axe-core on every built-in screen a signed-in administrator reaches from the
// menu, the sign-in page and the shell's dialogs and drawers; no serious or critical violation.
let e2e: E2E;
let page: Page;
let context: BrowserContext;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, context } = await e2e.newPage());
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

/** Waits until the screen has drawn its data: nothing is loading and the network is quiet. */
async function ready() {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin'));
}

async function check(screen: string) {
  await ready();
  const violations = await seriousViolations(page);
  const report = describeViolations(screen, violations);
  // The assertion's diff cuts long strings: print the whole report where people read it.
  if (report) console.log(report);
  expect.soft(violations.map((v) => v.id), screen).toEqual([]);
}

/** Menu routes that draw a screen of ours (links to other hosts and not-open entries draw none). */
function screens(menuList: MenuEntry[]): AppRoute[] {
  const drawn = new Set(['page', 'model', 'dictionary', 'report', 'embedded']);
  return flattenRoutes(buildRoutes(menuList).routes).filter((r) => drawn.has(r.kind) && !r.redirect);
}

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it('the sign-in page: account, SMS code and QR tabs', async () => {
    await page.goto('/login');
    await visible(page.getByTestId('login-account'));
    await check('sign-in: account');
    await page.getByTestId('login-tab-code').click();
    await visible(page.getByTestId('login-mobile'));
    await check('sign-in: SMS code');
    await page.getByTestId('login-tab-scan').click();
    await visible(page.getByTestId('login-qr').locator('img[alt="QR"]'));
    await check('sign-in: QR');
  });

  // Some thirty screens, each loaded afresh: longer than the suite's per-test default.
  it('home and every screen of the menu', { timeout: 600_000 }, async () => {
    await signIn(page, 'admin');
    await visible(page.getByTestId('home-page'));
    await check('home');
    const admin = await e2e.server.login('admin');
    const menuList = (await admin.get('/api/Common/Login/CurrentUser')).data.menuList as MenuEntry[];
    const routes = screens(menuList);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      await page.goto(route.path + (route.meta.query ? `?${route.meta.query}` : ''));
      await visible(page.getByTestId('navbar'));
      await check(`${route.meta.title} ${route.path}`);
    }
  });

  it('dialogs and drawers: create user, settings, about, messages, chat, menu configuration', { timeout: 300_000 }, async () => {
    await signIn(page, 'admin');
    await page.goto('/permission/user');
    const list = page.getByTestId('list-permission.user');
    await visible(list);
    await list.getByRole('button', { name: /新\s*建/ }).click();
    await visible(page.getByRole('dialog'));
    await check('users: create dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const opens: [string, () => Promise<void>][] = [
      ['settings drawer', () => page.getByTestId('settings-button').click()],
      ['about dialog', () => page.getByTestId('about-button').click()],
      ['message drawer', () => page.getByTestId('message-bell').click()],
      ['chat drawer', () => page.getByTestId('chat-entry').click()],
      [
        'chat conversation',
        async () => {
          await page.getByTestId('chat-entry').click();
          await page.getByTestId('contact').first().click();
          await visible(page.getByTestId('chat-input'));
        },
      ],
      [
        'menu configuration dialog',
        async () => {
          await page.getByTestId('user-dropdown').click();
          await page.getByTestId('user-menu-config').click();
        },
      ],
    ];
    for (const [screen, open] of opens) {
      await page.goto('/home');
      await visible(page.getByTestId('home-page'));
      await open();
      await visible(page.locator('.ant-drawer-content-wrapper:visible, .ant-modal-wrap:visible'));
      await check(screen);
    }
  });
});
