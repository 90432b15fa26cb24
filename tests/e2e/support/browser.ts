import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type TestServer, TEST_PASSWORD } from '../../support/server';

export { TEST_PASSWORD };

// Debian's chromium, never a downloaded browser; flags keep it off the (closed) network.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ARGS });
}

export interface E2E {
  server: TestServer;
  browser: Browser;
  newPage(opts?: { width?: number; height?: number; locale?: string }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** The real server serving the built app on a copy of the seeded database, and a real chromium. */
export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const server = await startServer(env, { serveDist: true });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
        locale: opts.locale ?? 'zh-CN',
        baseURL: server.url,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { context, page };
    },
    async close() {
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/** Screenshots for people to look at (test-results/ is ignored by git). */
export async function snap(page: Page, name: string) {
  const dir = path.resolve('test-results/screens');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

export async function signIn(page: Page, account: string, password = TEST_PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('navbar').waitFor();
}

/** Waits until the locator is visible (fails the test after the page's default timeout). */
export async function visible(locator: import('playwright-core').Locator) {
  await locator.first().waitFor({ state: 'visible' });
  return true;
}

/** Waits until nothing matching the locator is visible. */
export async function gone(locator: import('playwright-core').Locator) {
  await locator.first().waitFor({ state: 'hidden' });
  return true;
}

/** Opens a top-menu submenu by hovering (retrying: hover menus open after a delay) and clicks an entry. */
export async function pickTopMenu(page: Page, group: string, item: string | RegExp) {
  const entry = page.getByRole('menuitem', { name: item });
  for (let attempt = 0; ; attempt++) {
    await page.getByTestId('top-menu').getByText(group, { exact: true }).hover();
    try {
      await entry.waitFor({ state: 'visible', timeout: 5_000 });
      break;
    } catch (err) {
      if (attempt >= 2) throw err;
      await page.mouse.move(1, 400);
    }
  }
  await entry.click();
}
