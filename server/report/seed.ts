import type { ReportDefinition } from '../../contract/report/definition';
import { checkDefinition } from '../../contract/report/validate';
import type { SeedContext } from '../seed/seeders';
import { insertReport } from './store';

// The seeded reports; ids are fixed because the menu catalogue's type-5 entries name them.
const SUBJECT_LABELS = { chinese: '语文', math: '数学', english: '英语', physics: '物理', history: '历史' };
const LEAVE_LABELS = { personal: '事假', sick: '病假', marriage: '婚假', maternity: '产假', bereavement: '丧假', official: '公假' };

export const scoreReport: ReportDefinition = {
  dataset: {
    type: 'model',
    id: 'model-score',
    fields: [
      { name: 'examName', label: '考试' },
      { name: 'className', label: '班级' },
      { name: 'subject', label: '科目', valueLabels: SUBJECT_LABELS },
      { name: 'score', label: '成绩' },
    ],
  },
  filters: [
    { field: 'examName', op: 'eq', label: '考试', defaultValue: '' },
    { field: 'className', op: 'contains', label: '班级' },
  ],
  blocks: [
    { id: 'classBySubject', type: 'pivot', title: '各班各科成绩', rows: ['className'], columns: ['subject'], measures: [{ field: 'score', agg: 'avg', label: '平均分' }, { field: 'score', agg: 'count', label: '人次' }] },
    { id: 'subjectAvg', type: 'chart', title: '各科平均分', chart: 'bar', category: 'subject', measure: { field: 'score', agg: 'avg', label: '平均分' } },
    { id: 'examClass', type: 'group', title: '按考试和班级', groupBy: ['examName', 'className'], measures: [{ field: 'score', agg: 'avg', label: '平均分' }, { field: 'score', agg: 'max', label: '最高分' }, { field: 'score', agg: 'min', label: '最低分' }] },
  ],
  translations: {
    zhtw: {
      成绩报表: '成績報表', 考试: '考試', 班级: '班級', 成绩: '成績', 数学: '數學', 英语: '英語', 物理: '物理', 历史: '歷史', 语文: '語文',
      各班各科成绩: '各班各科成績', 平均分: '平均分', 人次: '人次', 各科平均分: '各科平均分', 按考试和班级: '按考試和班級', 最高分: '最高分', 最低分: '最低分',
    },
    en: {
      成绩报表: 'Score report', 考试: 'Exam', 班级: 'Class', 科目: 'Subject', 成绩: 'Score', 数学: 'Maths', 英语: 'English', 物理: 'Physics', 历史: 'History', 语文: 'Chinese',
      各班各科成绩: 'Scores by class and subject', 平均分: 'Average', 人次: 'Entries', 各科平均分: 'Average score by subject', 按考试和班级: 'By exam and class', 最高分: 'Highest', 最低分: 'Lowest',
    },
  },
};

export const leaveReport: ReportDefinition = {
  dataset: {
    type: 'model',
    id: 'model-leave',
    fields: [
      { name: 'leaveType', label: '请假类型', valueLabels: LEAVE_LABELS },
      { name: 'startTime', label: '开始日期' },
      { name: 'days', label: '请假天数' },
    ],
  },
  filters: [{ field: 'startTime', op: 'gte', label: '开始日期（起）' }],
  blocks: [
    { id: 'monthByType', type: 'pivot', title: '每月请假（按类型）', rows: ['startTime@month'], columns: ['leaveType'], measures: [{ field: 'days', agg: 'count', label: '人次' }, { field: 'days', agg: 'sum', label: '天数' }] },
    { id: 'monthLine', type: 'chart', title: '每月请假天数', chart: 'line', category: 'startTime@month', measure: { field: 'days', agg: 'sum', label: '天数' } },
    { id: 'typePie', type: 'chart', title: '请假类型占比', chart: 'pie', category: 'leaveType', measure: { field: 'days', agg: 'count', label: '人次' } },
  ],
  translations: {
    zhtw: {
      请假统计: '請假統計', 请假类型: '請假類型', 开始日期: '開始日期', 请假天数: '請假天數', '开始日期（起）': '開始日期（起）', 事假: '事假', 病假: '病假', 婚假: '婚假', 产假: '產假', 丧假: '喪假', 公假: '公假',
      '每月请假（按类型）': '每月請假（按類型）', 人次: '人次', 天数: '天數', 每月请假天数: '每月請假天數', 请假类型占比: '請假類型佔比',
    },
    en: {
      请假统计: 'Leave statistics', 请假类型: 'Leave type', 开始日期: 'Start date', 请假天数: 'Days of leave', '开始日期（起）': 'Starting from', 事假: 'Personal', 病假: 'Sick', 婚假: 'Marriage', 产假: 'Maternity', 丧假: 'Bereavement', 公假: 'Official',
      '每月请假（按类型）': 'Leave per month (by type)', 人次: 'Requests', 天数: 'Days', 每月请假天数: 'Days of leave per month', 请假类型占比: 'Leave by type',
    },
  },
};

export const SEEDED_REPORTS = [
  { id: 'report-score', fullName: '成绩报表', enCode: 'scoreReport', category: 'campus', description: '各班各科成绩：平均分与人次', definition: scoreReport },
  { id: 'report-leave', fullName: '请假统计', enCode: 'leaveReport', category: 'campus', description: '每月各类请假的人次与天数', definition: leaveReport },
];

export async function seedReports(ctx: SeedContext) {
  for (const [i, r] of SEEDED_REPORTS.entries()) {
    if (checkDefinition(r.definition).length) throw new Error(`seeded report ${r.id} is invalid`);
    if ((await ctx.db.query('SELECT 1 FROM data_report WHERE id = $1', [r.id])).length) continue;
    await insertReport(ctx.db, { id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category, description: r.description, sortCode: i }, r.definition, ctx.identity.adminId);
  }
}
