import type { SeedContext } from '../seed/seeders';
import type { PortalCard, PortalDefinition, ScreenDefinition, ScreenItem } from '../../contract/portal/definition';
import { createPortal } from './store';

/*
 * A lived-in 学校门户 (school heads) and 教育局门户 (the bureau), and the 教育数据大屏 that the
 * seeded type-6 menu entry (campus.dataView, moduleId screen-education) opens.
 */

const agg = (key: string) => ({ type: 'aggregate' as const, key });
const card = (i: string, x: number, y: number, w: number, h: number, kind: PortalCard['kind'], title: string, extra: Partial<PortalCard> = {}): PortalCard => ({ i, x, y, w, h, kind, title, ...extra });

export const SCHOOL_PORTAL: PortalDefinition = {
  cards: [
    card('students', 0, 0, 3, 3, 'number', '在校学生', { source: agg('studentsPerSchool') }),
    card('staff', 3, 0, 3, 3, 'number', '教职工', { source: agg('usersPerSchool') }),
    card('todo', 6, 0, 3, 3, 'number', '我的待办', { source: agg('todoCount') }),
    card('links', 9, 0, 3, 3, 'shortcuts', '快捷入口', {
      shortcuts: [
        { title: '学生信息', path: '/campus/student' },
        { title: '请假申请', path: '/campus/leave' },
        { title: '成绩报表', path: '/campus/scoreReport' },
        { title: '待办事宜', path: '/workFlow/flowTodo' },
      ],
    }),
    card('leave', 0, 3, 6, 6, 'line', '每月请假', { source: agg('leavePerMonth') }),
    card('scores', 6, 3, 6, 6, 'bar', '各科平均分', { source: agg('scoresPerSubject') }),
    card('todos', 0, 9, 4, 6, 'todos', '待办事宜'),
    card('notices', 4, 9, 4, 6, 'notices', '通知公告'),
    card('calendar', 8, 9, 4, 6, 'calendar', '校历'),
    card('welcome', 0, 15, 12, 3, 'richText', '本周提示', { html: '<p><strong>本周重点：</strong>期中考试成绩录入截止周五；请各班主任核对请假记录。</p>' }),
  ],
};

export const BUREAU_PORTAL: PortalDefinition = {
  cards: [
    card('users', 0, 0, 6, 6, 'bar', '各校用户数', { source: agg('usersPerSchool') }),
    card('students', 6, 0, 6, 6, 'pie', '各校学生数', { source: agg('studentsPerSchool') }),
    card('leave', 0, 6, 8, 6, 'line', '全区每月请假', { source: agg('leavePerMonth') }),
    card('score', 8, 6, 4, 6, 'gauge', '全区语文平均分', { source: agg('scoresPerSubject') }),
    card('todos', 0, 12, 6, 6, 'todos', '待办事宜'),
    card('notices', 6, 12, 6, 6, 'notices', '通知公告'),
  ],
};

const item = (i: string, x: number, y: number, w: number, h: number, kind: ScreenItem['kind'], title: string, key?: string): ScreenItem => ({ i, x, y, w, h, kind, title, ...(key ? { source: agg(key) } : {}) });

export const EDUCATION_SCREEN: ScreenDefinition = {
  refreshSeconds: 60,
  background: '#0b1a33',
  items: [
    item('title', 0, 0, 1920, 100, 'title', '城东区教育数据大屏'),
    item('students', 40, 120, 420, 180, 'number', '在校学生', 'studentsPerSchool'),
    item('staff', 40, 320, 420, 180, 'number', '教职工', 'usersPerSchool'),
    item('leaveTotal', 40, 520, 420, 180, 'number', '本月请假', 'leavePerMonth'),
    item('map', 500, 120, 920, 600, 'map', '学校分布', 'studentsPerSchool'),
    item('users', 1460, 120, 420, 300, 'bar', '各校用户数', 'usersPerSchool'),
    item('pie', 1460, 440, 420, 280, 'pie', '各校学生占比', 'studentsPerSchool'),
    item('leave', 40, 740, 900, 300, 'line', '每月请假', 'leavePerMonth'),
    item('scores', 980, 740, 460, 300, 'bar', '各科平均分', 'scoresPerSubject'),
    item('table', 1480, 740, 400, 300, 'table', '各校学生数', 'studentsPerSchool'),
  ],
};

export async function seedPortals(ctx: SeedContext) {
  const { db } = ctx;
  const admin = ctx.identity.adminId;
  await createPortal(db, 'screen', 'screen-education', { fullName: '教育数据大屏', enCode: 'educationScreen', category: 'campus', state: 1, definition: EDUCATION_SCREEN }, admin);
  if (!ctx.demo) return;
  await createPortal(db, 'portal', 'portal-school', { fullName: '学校门户', enCode: 'schoolPortal', category: 'campus', state: 1, sortCode: 1, definition: SCHOOL_PORTAL }, admin);
  await createPortal(db, 'portal', 'portal-bureau', { fullName: '教育局门户', enCode: 'bureauPortal', category: 'campus', state: 1, sortCode: 0, definition: BUREAU_PORTAL }, admin);
  await db.query(
    `INSERT INTO visual_portal_role (portal_id, role_id)
     SELECT 'portal-school', id FROM role WHERE en_code IN ('schoolAdmin', 'teacher')
     UNION ALL SELECT 'portal-bureau', id FROM role WHERE en_code = 'sysAdmin'`,
  );
}
