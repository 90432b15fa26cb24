import type { PageSchema } from '../../../contract/pageModel/pageSchema';
import { widgetName } from '../../../contract/pageModel/widgetNames';

const M = '/api/VisualDevelopment/Model/model-score';

export const EXAMS = ['2024学年第一学期期中考试', '2024学年第一学期期末考试'];
export const SUBJECTS: [string, string][] = [['chinese', '语文'], ['math', '数学'], ['english', '英语'], ['physics', '物理'], ['history', '历史']];

/** 成绩报表: one row per student, subject and exam; totals over the whole query and a chart per subject. */
export const scoreSchema: PageSchema = {
  id: 'model-score',
  kind: 'report',
  title: '成绩报表',
  // The menu registers no column permissions: every column is shown, the server strips nothing.
  authorize: { columns: false },
  api: {
    list: `GET ${M}/List`,
    export: `POST ${M}/Actions/Export`,
  },
  search: {
    schema: {
      type: 'object',
      properties: {
        className: { type: 'string', title: '班级' },
        examName: { type: 'string', title: '考试', enum: EXAMS },
        subject: { type: 'string', title: '科目' },
      },
    },
    uiSchema: { subject: { 'ui:widget': widgetName.dictionaryPicker, 'ui:options': { dictionaryType: 'subject', valueKey: 'enCode' } } },
    keyword: { placeholder: '学生姓名', fields: ['name'] },
  },
  columns: [
    { field: 'examName', label: '考试', width: 220 },
    { field: 'className', label: '班级', width: 110, sortable: true },
    { field: 'name', label: '姓名', width: 100, sortable: true, total: 'count' },
    { field: 'subject', label: '科目', width: 110, cell: 'dict:subject', sortable: true },
    { field: 'score', label: '成绩', width: 90, align: 'right', sortable: true, total: 'avg' },
  ],
  toolbar: [{ type: 'export', label: '导出', permission: 'btn_export', api: 'export' }],
  pagination: { pageSize: 50, pageSizes: [50, 100, 500] },
  report: {
    chart: { type: 'bar', x: 'subject', y: ['score'], aggregate: 'avg', title: '各科平均分', height: 320 },
    totalsLabel: '合计 / 平均',
  },
  form: {
    title: '成绩',
    schema: {
      type: 'object',
      required: ['examName', 'className', 'name', 'subject', 'score'],
      properties: {
        examName: { type: 'string', title: '考试', enum: EXAMS },
        className: { type: 'string', title: '班级', minLength: 1, maxLength: 30 },
        name: { type: 'string', title: '姓名', minLength: 1, maxLength: 20, format: 'ec-name' },
        subject: { type: 'string', title: '科目', maxLength: 20 },
        score: { type: 'number', title: '成绩', minimum: 0, maximum: 150 },
      },
    },
    uiSchema: { subject: { 'ui:widget': widgetName.dictionaryPicker, 'ui:options': { dictionaryType: 'subject', valueKey: 'enCode' } } },
    options: { subject: { dictionary: 'subject', valueField: 'enCode' } },
  },
  translations: {
    zhtw: {
      成绩报表: '成績報表',
      各科平均分: '各科平均分',
      '合计 / 平均': '合計 / 平均',
      考试: '考試',
      班级: '班級',
      科目: '科目',
      成绩: '成績',
      学生姓名: '學生姓名',
    },
    en: {
      成绩报表: 'Score report',
      各科平均分: 'Average score by subject',
      '合计 / 平均': 'Total / average',
      考试: 'Exam',
      班级: 'Class',
      科目: 'Subject',
      成绩: 'Score',
      学生姓名: 'Student name',
    },
  },
};
