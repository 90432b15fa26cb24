import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';

/*
 * Issue 17 item 6: the public pages. A visitor who never signed in browses project-based learning
 * and a class's teaching data; a one-time ticket hands a teacher from another system straight into
 * their teaching data (/jump); a school admin confirms a third-party app for the school and lands
 * on /thankyou. Each screen passes axe.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const axeClean = async (page: import('playwright-core').Page, name: string) => {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(name, violations)).toEqual([]);
};

describe('public pages', () => {
  it('without signing in: project-based learning opens a project; a class’s data shows its figures and no names', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/door');
    await visible(page.getByTestId('door-page').getByText('项目式学习'));
    await axeClean(page, 'door');
    await page.goto('/ProjectLearning');
    await visible(page.getByTestId('project-learning').getByText('校园节水行动'));
    await axeClean(page, 'ProjectLearning');
    await page.getByLabel('搜索项目、驱动问题或学校').fill('节水');
    await page.getByLabel('搜索项目、驱动问题或学校').press('Enter');
    await expect.poll(() => page.locator('.ant-card-head-title').count()).toBe(1);
    await page.getByText('校园节水行动').click();
    await visible(page.locator('.ant-drawer').getByText('学校一个月用多少水，怎样能省下一成？'));
    await snap(page, 'project-learning');

    await page.goto('/ClassTeachingDataCenter/detail');
    const data = page.getByTestId('class-teaching');
    await visible(data.getByText('数据为各班汇总，不含任何个人信息。'));
    await visible(data.locator('canvas'));
    await visible(data.locator('tbody tr').filter({ hasText: '语文' }));
    await axeClean(page, 'ClassTeachingDataCenter');
    await snap(page, 'class-teaching');
  });

  it('/jump trades a one-time ticket for a session and lands on the page it names; a spent ticket is refused', async () => {
    const teacher = await e2e.server.login('teacher');
    const ticket = (await teacher.post('/api/Common/Login/IframeToken/Create')).data.iframeToken as string;
    const { page } = await e2e.newPage();
    const address = `/jump?ticket=${encodeURIComponent(ticket)}&redirect=${encodeURIComponent('/KnowledgeDataCenter/teacher')}`;
    await page.goto(address);
    await visible(page.getByTestId('knowledge-teachers').locator('tbody tr').filter({ hasText: '语文' }));
    await axeClean(page, 'KnowledgeDataCenter/teacher');
    await snap(page, 'knowledge-teacher');

    const { page: other } = await e2e.newPage();
    await other.goto(address);
    await visible(other.getByTestId('jump-page').getByText('嵌入页令牌无效或已过期'));
    await axeClean(other, 'jump refused');
  });

  it('in English: the door, project-based learning, a class’s data, and a teacher’s classes and lesson reviews pass axe', async () => {
    const { page, context } = await e2e.newPage({ locale: 'en-US' });
    try {
      await page.goto('/door');
      await visible(page.getByTestId('door-page').getByText('Project-based learning'));
      await axeClean(page, 'door (en)');
      await snap(page, 'door-en');
      await page.goto('/ProjectLearning');
      await visible(page.getByTestId('project-learning').getByLabel('Search projects, questions or schools'));
      await axeClean(page, 'ProjectLearning (en)');
      await page.goto('/ClassTeachingDataCenter/detail');
      await visible(page.getByTestId('class-teaching').getByText('Figures are class totals; no personal data is shown.'));
      await axeClean(page, 'ClassTeachingDataCenter (en)');
      await snap(page, 'class-teaching-en');

      await signIn(page, 'teacher');
      await page.goto('/KnowledgeDataCenter/class');
      const classes = page.getByTestId('knowledge-classes');
      await visible(classes.locator('tbody tr').first());
      await visible(classes.getByText('Classes', { exact: true }).first());
      await axeClean(page, 'KnowledgeDataCenter/class (en)');
      await snap(page, 'knowledge-class-en');
      await page.goto('/KnowledgeDataCenter/review');
      const reviews = page.getByTestId('knowledge-reviews');
      await visible(reviews.getByRole('button', { name: 'New review' }));
      await axeClean(page, 'KnowledgeDataCenter/review (en)');
      await snap(page, 'knowledge-review-en');
    } finally {
      await context.close();
    }
  });

  it('a school admin confirms a third-party app for the school and sees the thank-you page', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'school1');
    await page.goto('/companyAuthorize?appId=homework-cloud');
    const card = page.getByTestId('company-authorize');
    await visible(card.getByText('城东第一中学'));
    await axeClean(page, 'companyAuthorize');
    // Leave out one of the asked permissions: only the chosen ones are granted.
    await card.getByRole('checkbox', { name: '向本单位用户发送站内消息' }).uncheck();
    await snap(page, 'company-authorize');
    await card.getByRole('button', { name: '确认授权' }).click();
    await visible(page.getByTestId('thankyou-page').getByText('授权已确认'));
    await axeClean(page, 'thankyou');
    const rows = await e2e.server.database.query<{ scopes: string[] }>(`SELECT scopes FROM third_party_authorization WHERE app_id = 'homework-cloud' AND revoked_at IS NULL`);
    expect(rows.map((r) => r.scopes)).toEqual([['org.basic', 'class.basic', 'teaching.stats']]);
  });
});
