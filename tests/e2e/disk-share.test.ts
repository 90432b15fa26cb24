import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';

/*
 * Issue 17: a teacher uploads a whole folder on 网络硬盘, shares one of its files by a link with a
 * code, and a second browser that never signed in opens the link, gives the code and downloads the
 * file. The screen passes axe in zh and en.
 */
let e2e: E2E;
let dir: string;
beforeAll(async () => {
  e2e = await startE2E();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-e2e-'));
  fs.mkdirSync(path.join(dir, '公开课材料', '课件'), { recursive: true });
  fs.writeFileSync(path.join(dir, '公开课材料', '教学设计.txt'), '公开课《春》教学设计\n一、教学目标');
  fs.writeFileSync(path.join(dir, '公开课材料', '课件', '朗读要点.md'), '# 朗读要点\n- 停顿\n- 重音');
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('网络硬盘 in the browser', () => {
  it('a teacher uploads a folder and shares a file by link; without signing in it downloads with the code', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'teacher');
    await page.goto('/networkDisk');
    await visible(page.locator('tbody').getByRole('button', { name: '教学资料' }));
    const violations = await seriousViolations(page);
    expect(violations, describeViolations('networkDisk zh', violations)).toEqual([]);

    await page.getByTestId('disk-folder-input').setInputFiles(path.join(dir, '公开课材料'));
    const uploads = page.getByTestId('disk-uploads');
    await expect.poll(() => uploads.locator('[data-state="done"]').count(), { timeout: 30_000 }).toBe(2);
    await page.locator('tbody').getByRole('button', { name: '公开课材料' }).click();
    await visible(page.locator('tbody').getByRole('button', { name: '教学设计.txt' }));
    await visible(page.locator('tbody').getByRole('button', { name: '课件' }));
    await snap(page, 'disk-folder-uploaded');

    const row = page.locator('tbody tr').filter({ hasText: '教学设计.txt' });
    await row.getByRole('button', { name: /分\s*享/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '分享“教学设计.txt”' });
    await dialog.getByRole('button', { name: '创建链接' }).click();
    const link = await dialog.getByTestId('share-link').inputValue();
    const code = (await dialog.getByTestId('share-code').textContent())!.trim();
    expect(link).toMatch(/\/share\/[\w-]{22}$/);
    expect(code).toMatch(/^[a-z0-9]{4}$/);
    await snap(page, 'disk-share-dialog');

    // A browser that never signed in.
    const stranger = await e2e.newPage();
    await stranger.page.goto(link);
    await visible(stranger.page.getByTestId('share-name').getByText('教学设计.txt'));
    await stranger.page.getByLabel('请输入提取码').fill('wrong');
    await stranger.page.getByRole('button', { name: '提取文件' }).click();
    await visible(stranger.page.getByRole('alert').getByText('提取码错误，还可尝试 4 次'));
    await stranger.page.getByLabel('请输入提取码').fill(code);
    const [download] = await Promise.all([stranger.page.waitForEvent('download'), stranger.page.getByRole('button', { name: '提取文件' }).click()]);
    const saved = path.join(dir, 'got.txt');
    await download.saveAs(saved);
    expect(fs.readFileSync(saved, 'utf8')).toBe('公开课《春》教学设计\n一、教学目标');
    expect(download.suggestedFilename()).toBe('教学设计.txt');
    const publicViolations = await seriousViolations(stranger.page);
    expect(publicViolations, describeViolations('share page', publicViolations)).toEqual([]);
    await snap(stranger.page, 'disk-share-public');
  });

  it('shows the screen in English and passes axe there', async () => {
    const { page } = await e2e.newPage({ locale: 'en-US' });
    await signIn(page, 'teacher');
    await page.goto('/networkDisk');
    await visible(page.getByRole('button', { name: /Upload folder/ }));
    await visible(page.getByText('Personal space'));
    const violations = await seriousViolations(page);
    expect(violations, describeViolations('networkDisk en', violations)).toEqual([]);
  });
});
