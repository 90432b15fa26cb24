import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { gone, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 6, the chat half: the school administrator and a teacher, in two browsers, talk both ways
// through 内部聊天 — text with emoji, an uploaded image, unread badges and ordering, history search,
// and the client-side refusals (blank text, an image of 5 MB or more).
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real RGB PNG: a blue square with a red diagonal, so a decoded size proves it arrived whole. */
function makePng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const on = Math.abs(x - y) < 2;
      row.set(on ? [220, 30, 30] : [24, 144, 255], 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits until a value read from the page equals `want` (live frames have no event a test can await). */
async function eventually<T>(read: () => Promise<T>, want: T, timeoutMs = 10_000): Promise<T> {
  await expect
    .poll(read, { timeout: timeoutMs })
    .toBe(want)
    .catch(() => {});
  return read();
}

const contactNamed = (page: Page, name: string) => page.getByTestId('contact').filter({ hasText: name });
async function unreadOf(contact: Locator): Promise<number> {
  const sup = contact.locator('.ant-badge-count');
  if (!(await sup.count())) return 0;
  return Number((await sup.getAttribute('title')) ?? 0);
}
const firstContactName = (page: Page) =>
  page.getByTestId('contact').first().locator('div > div').first().textContent().then((t) => (t ?? '').trim());

describe('live chat', () => {
  it('two users chat both ways with unread badges, ordering, emoji, images, refusals and history search', async () => {
    const db = e2e.server.database;
    const ids = Object.fromEntries(
      (await db.query<{ id: string; account: string }>(`SELECT id, account FROM users WHERE account IN ('teacher', 'school1')`)).map((r) => [r.account, r.id]),
    );
    const between = async () =>
      Number(
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM chat_message WHERE (send_user_id = $1 AND receive_user_id = $2) OR (send_user_id = $2 AND receive_user_id = $1)`,
            [ids.teacher, ids.school1],
          )
        )[0].n,
      );
    expect(await between()).toBe(0);

    // The teacher watches the contact list; a colleague's 2 seeded unread messages put them on top.
    const t = (await e2e.newPage()).page;
    await signIn(t, 'teacher');
    await t.getByTestId('chat-entry').click();
    const tDrawer = t.getByTestId('chat-drawer');
    await visible(contactNamed(t, '王淑珍'));
    const colleague = await firstContactName(t);
    expect(colleague).not.toBe('王淑珍');
    expect(await unreadOf(t.getByTestId('contact').first())).toBe(2);
    expect(await unreadOf(contactNamed(t, '王淑珍'))).toBe(0);

    // The school administrator finds the teacher by account and opens the conversation.
    const s = (await e2e.newPage()).page;
    await signIn(s, 'school1');
    await s.getByTestId('chat-entry').click();
    await s.getByTestId('contact-search').locator('input').fill('teacher');
    await expect.poll(() => s.getByTestId('contact').count(), { timeout: 10_000 }).toBe(1);
    await contactNamed(s, '张晓燕').click();
    const sInput = s.getByTestId('chat-input');
    const sThread = s.getByTestId('chat-thread');

    // Blank text is not sent, by Enter or by the button.
    await sInput.fill('   ');
    await sInput.press('Enter');
    await sInput.fill(' \n  ');
    await s.getByTestId('chat-send').click();

    // Enter sends (trimmed); the emoji token is drawn as an image whose alt is the token.
    await sInput.fill('  张老师，周五家长会的材料准备好了吗？[微笑]  ');
    await sInput.press('Enter');
    const sFirst = sThread.getByTestId('chat-message').first();
    await visible(sFirst.getByText('张老师，周五家长会的材料准备好了吗？'));
    // Frames keep their order on the one socket: a blank sent before would be in the thread first.
    expect(await sThread.getByTestId('chat-message').count()).toBe(1);
    expect(await sFirst.locator('img[alt="[微笑]"]').count()).toBe(1);
    expect(await sInput.inputValue()).toBe('');
    const stored = await db.query<{ content: string }>(`SELECT content FROM chat_message WHERE send_user_id = $1`, [ids.school1]);
    expect(stored.map((r) => r.content)).toEqual(['张老师，周五家长会的材料准备好了吗？[微笑]']);

    // The teacher's list: the badge rises live, but 1 unread stays below the colleague's 2 …
    expect(await eventually(() => unreadOf(contactNamed(t, '王淑珍')), 1)).toBe(1);
    expect(await firstContactName(t)).toBe(colleague);
    // … until two more arrive: 3 unread sorts 王淑珍 to the top.
    await sInput.fill('请在周四前发到教研组');
    await sInput.press('Enter');
    await sInput.fill('谢谢！');
    await s.getByTestId('chat-send').click();
    expect(await eventually(() => unreadOf(contactNamed(t, '王淑珍')), 3)).toBe(3);
    expect(await eventually(() => firstContactName(t), '王淑珍')).toBe('王淑珍');
    await visible(t.getByTestId('chat-blinking'));
    await snap(t, 'live-chat-contact-unread');

    // Opening the chat shows the three messages and resets the badge, here and on the server.
    await contactNamed(t, '王淑珍').click();
    const tThread = t.getByTestId('chat-thread');
    await expect.poll(() => tThread.getByTestId('chat-message').count(), { timeout: 10_000 }).toBe(3);
    expect(await tThread.locator('img[alt="[微笑]"]').count()).toBe(1);
    expect(
      await eventually(
        async () => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_message WHERE send_user_id = $1 AND state = 0`, [ids.school1]))[0].n),
        0,
      ),
    ).toBe(0);

    // The teacher answers with Enter; it reaches the administrator's open conversation live.
    const tInput = t.getByTestId('chat-input');
    await tInput.fill('准备好了，明早交给您');
    await tInput.press('Enter');
    await visible(sThread.getByText('准备好了，明早交给您'));

    // An image through the chat panel's file input: both sides draw the decoded picture.
    await t.getByTestId('image-input').setInputFiles({ name: 'seating.png', mimeType: 'image/png', buffer: makePng(48, 32) });
    const drawn = (page: Page) =>
      page
        .getByTestId('chat-thread')
        .locator('img:not([alt^="["])')
        .evaluateAll((imgs) => imgs.map((i) => `${(i as HTMLImageElement).naturalWidth}x${(i as HTMLImageElement).naturalHeight}`).join(','));
    expect(await eventually(() => drawn(s), '48x32')).toBe('48x32');
    expect(await eventually(() => drawn(t), '48x32')).toBe('48x32');
    expect(await between()).toBe(5);
    await snap(s, 'live-chat-image');

    // 5 MB or more is refused before anything is sent.
    await t.getByTestId('image-input').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.concat([makePng(4, 4), Buffer.alloc(5 * 1024 * 1024)]) });
    await visible(t.getByText('图片大小不能超过5M'));
    // A text sent after it arrives alone: the refused picture went nowhere before it.
    await tInput.fill('图片太大，稍后再发');
    await tInput.press('Enter');
    await visible(sThread.getByText('图片太大，稍后再发'));
    expect(await between()).toBe(6);

    // With the conversation open on both sides nothing counts as unread.
    expect(await tDrawer.locator('[data-testid="chat-panel"]').count()).toBe(1);
    await t.getByTestId('chat-panel').getByRole('button', { name: '返回聊天' }).click();
    await visible(contactNamed(t, '王淑珍'));
    expect(await unreadOf(contactNamed(t, '王淑珍'))).toBe(0);

    // History search finds the earlier message by a keyword, and only what matches.
    await s.getByTestId('history-toggle').click();
    const history = s.getByTestId('history-list');
    await expect.poll(() => history.getByTestId('chat-message').count(), { timeout: 10_000 }).toBe(6);
    await s.getByTestId('history-search').locator('input').fill('家长会');
    await s.getByTestId('history-search').locator('input').press('Enter');
    await expect.poll(() => history.getByTestId('chat-message').count(), { timeout: 10_000 }).toBe(1);
    expect(await history.getByTestId('chat-message').textContent()).toContain('张老师，周五家长会的材料准备好了吗？');
    await s.getByTestId('history-search').locator('input').fill('明早');
    await s.getByTestId('history-search').locator('input').press('Enter');
    await visible(history.getByText('准备好了，明早交给您'));
    expect(await history.getByTestId('chat-message').count()).toBe(1);
    await snap(s, 'live-chat-history');
  });

  it('the emoji picker offers 120 drawn images with [名称] alt text; a picked emoji is sent as its token', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'teacher');
    await page.getByTestId('chat-entry').click();
    await contactNamed(page, '王淑珍').click();
    await page.getByTestId('emoji-button').click();
    const grid = page.getByTestId('emoji-grid');
    await visible(grid);
    const images = await grid.locator('img').evaluateAll((imgs) =>
      imgs.map((i) => ({ alt: i.getAttribute('alt') ?? '', src: i.getAttribute('src') ?? '', w: (i as HTMLImageElement).naturalWidth, ok: (i as HTMLImageElement).complete })),
    );
    expect(images).toHaveLength(120);
    expect(images.every((i) => /^\[[^\]]+\]$/.test(i.alt))).toBe(true);
    expect(new Set(images.map((i) => i.alt)).size).toBe(120);
    // Every one is a distinct drawing that decodes without any network or emoji font.
    expect(new Set(images.map((i) => i.src)).size).toBe(120);
    expect(images.every((i) => i.src.startsWith('data:image/svg+xml') && i.ok && i.w > 0)).toBe(true);
    // Drawn, not typed: painted at 24 px each covers a good part of its square (a glyph missing
    // from the fonts would paint an empty box or nothing), and no two paint the same pixels.
    const painted = await grid.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 24;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img as HTMLImageElement, 0, 0, 24, 24);
        const px = ctx.getImageData(0, 0, 24, 24).data;
        let covered = 0;
        let hash = 0;
        for (let i = 0; i < px.length; i += 4) {
          if (px[i + 3] > 128) covered++;
          hash = (hash * 31 + px[i] + px[i + 1] * 7 + px[i + 2] * 13 + px[i + 3]) | 0;
        }
        return { covered, hash };
      }),
    );
    expect(painted.filter((p) => p.covered < 70)).toEqual([]);
    expect(new Set(painted.map((p) => p.hash)).size).toBe(120);
    // The picker sits above the drawer and its mask: the first emoji is what a click there hits.
    expect(
      await grid.locator('img').first().evaluate((img) => {
        const r = img.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === img;
      }),
    ).toBe(true);
    await snap(page, 'live-emoji-picker');

    await grid.locator('img[alt="[强]"]').click();
    await gone(grid);
    const input = page.getByTestId('chat-input');
    expect(await input.inputValue()).toBe('[强]');
    await input.press('Enter');
    const last = page.getByTestId('chat-thread').getByTestId('chat-message').last();
    await visible(last.locator('img[alt="[强]"]'));
    const rows = await e2e.server.database.query<{ content: string }>(`SELECT content FROM chat_message ORDER BY send_time DESC LIMIT 1`);
    expect(rows[0].content).toBe('[强]');
    await context.close();
  });
});
