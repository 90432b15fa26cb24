import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
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

/**
 * Keyframe animations (spinners, blinking, antd's static toasts) end at once; they keep a hair of
 * duration so the animationend events that components wait for still fire. Transitions are left
 * alone: every element's transition-property defaults to `all`, so a duration forced on every
 * element makes any style change pass through a frame in between, where a popup measuring its own
 * position reads the old one (seen: dropdowns aligned 9,000 px off screen). With antd's motion off,
 * what transitions remain are our own short ones, and tests wait for states, not for them.
 */
const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0.01ms !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  scroll-behavior: auto !important;
}`;

/**
 * A browser context without motion: the system setting asks for reduced motion (the app then turns
 * antd's motion off, as it does for users who ask for it), and a style stops CSS motion on every page
 * before the app's own scripts run. Tests then wait on states, never on an animation's length.
 */
export async function newStillContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  await context.addInitScript((css: string) => {
    const add = () => {
      const style = document.createElement('style');
      style.setAttribute('data-e2e', 'still');
      style.textContent = css;
      (document.head ?? document.documentElement).appendChild(style);
    };
    if (document.documentElement) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, STILL_CSS);
  return context;
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
      const context = await newStillContext(browser, {
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

/**
 * Waits until the top menu has split its items for the width it has now (it measures after drawing
 * and again on every resize, moving items in and out of 更多): a hover before that may land on an
 * item that is about to move.
 */
export async function topMenuSettled(page: Page) {
  await page.waitForFunction(() => {
    const box = document.querySelector<HTMLElement>('[data-testid="top-menu"]');
    return !!box && box.clientWidth > 0 && Number(box.dataset.splitWidth) === box.clientWidth;
  }, undefined, { timeout: 30_000 }); // the first layout after a sign-in can take long on a loaded machine
}

/** Moves the pointer off the menus and waits (briefly) for their popups to close. */
async function leaveMenus(page: Page) {
  await page.mouse.move(1, 400);
  await page.locator('.ant-menu-submenu-popup:visible').first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
}

/**
 * Hovers `trigger` until `shows` is visible. A hover menu opens on mouseenter, and a hover that lands
 * while the menu re-measures, or as a toast passes over it, is lost: the pointer leaves and comes back.
 */
export async function hoverUntil(page: Page, trigger: Locator, shows: Locator) {
  for (let attempt = 0; ; attempt++) {
    try {
      await trigger.hover({ timeout: 5_000 });
      await shows.first().waitFor({ state: 'visible', timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
      await leaveMenus(page);
    }
  }
}

/**
 * Opens a top-menu submenu by hovering and clicks an entry. The group may sit directly in the top
 * menu or, when the window is too narrow for it, under 更多 (More). The whole gesture is retried, as
 * the popup can also close between showing the entry and the click.
 */
export async function pickTopMenu(page: Page, group: string, item: string | RegExp) {
  const top = page.getByTestId('top-menu');
  const popups = page.locator('.ant-menu-submenu-popup:visible');
  const entry = popups.getByRole('menuitem', { name: item }).first();
  await topMenuSettled(page);
  for (let attempt = 0; ; attempt++) {
    try {
      const direct = top.getByText(group, { exact: true });
      if (await direct.isVisible()) await hoverUntil(page, direct, entry);
      else {
        const folded = popups.getByText(group, { exact: true }).first();
        await hoverUntil(page, top.getByText(/^(更多|More)$/), folded);
        await folded.hover({ timeout: 5_000 });
        await entry.waitFor({ state: 'visible', timeout: 5_000 });
      }
      await entry.click({ timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt >= 2) throw err;
      await leaveMenus(page);
    }
  }
}
