import type { PageSchema } from '../../../contract/pageModel/pageSchema';
import { widgetName } from '../../../contract/pageModel/widgetNames';

const M = '/api/VisualDevelopment/Model/model-leave';

/**
 * 请假申请: a teacher's leave with the lessons someone else takes over. Days (from the two dates, both
 * counted), hours and the lesson total are formulas the server recomputes on every save; the applicant
 * is the signed-in user.
 */
export const leaveSchema: PageSchema = {
  id: 'model-leave',
  kind: 'list',
  title: '请假申请',
  // The menu registers no column permissions: every column is shown, the server strips nothing.
  authorize: { columns: false },
  api: {
    list: `GET ${M}/List`,
    info: `GET ${M}/{id}`,
    detail: `GET ${M}/{id}/DataChange`,
    create: `POST ${M}`,
    update: `PUT ${M}/{id}`,
    remove: `DELETE ${M}/{id}`,
    export: `POST ${M}/Actions/Export`,
  },
  search: {
    schema: {
      type: 'object',
      properties: {
        leaveType: { type: 'string', title: '请假类型' },
        startTime: { type: 'array', title: '开始日期', maxItems: 2, items: { type: 'string', format: 'date' } },
      },
    },
    uiSchema: { leaveType: { 'ui:widget': widgetName.dictionaryPicker, 'ui:options': { dictionaryType: 'leaveType', valueKey: 'enCode' } } },
    keyword: { placeholder: '单号、事由', fields: ['billNo', 'reason'] },
  },
  columns: [
    { field: 'billNo', label: '申请单号', width: 160, fixed: 'left', sortable: true },
    { field: 'applicant', label: '申请人', width: 100, cell: 'user' },
    { field: 'leaveType', label: '请假类型', width: 110, cell: 'dict:leaveType' },
    { field: 'startTime', label: '开始日期', width: 110, cell: 'date', sortable: true },
    { field: 'endTime', label: '结束日期', width: 110, cell: 'date', sortable: true },
    { field: 'days', label: '天数', width: 70, align: 'right', sortable: true },
    { field: 'hours', label: '课时（小时）', width: 120, align: 'right' },
    { field: 'totalPeriods', label: '调课节数', width: 90, align: 'right' },
    { field: 'reason', label: '请假事由', minWidth: 200, ellipsis: true },
  ],
  toolbar: [
    { type: 'create', label: '新建' },
    { type: 'export', label: '导出', permission: 'btn_export', api: 'export' },
  ],
  rowActions: [
    { type: 'edit', label: '编辑' },
    { type: 'detail', label: '详情', permission: 'btn_detail', api: 'detail' },
    { type: 'remove', label: '删除' },
  ],
  form: {
    title: '请假申请',
    container: 'drawer',
    width: 860,
    layoutColumns: 2,
    schema: {
      type: 'object',
      required: ['leaveType', 'startTime', 'endTime', 'reason'],
      properties: {
        billNo: { type: 'string', title: '申请单号', maxLength: 30, readOnly: true },
        applicant: { type: 'string', title: '申请人', maxLength: 64, readOnly: true },
        leaveType: { type: 'string', title: '请假类型', maxLength: 20 },
        startTime: { type: 'string', title: '开始日期', format: 'date' },
        endTime: { type: 'string', title: '结束日期', format: 'date' },
        days: { type: 'number', title: '请假天数', minimum: 1, maximum: 180, readOnly: true },
        hours: { type: 'number', title: '折合课时', readOnly: true },
        reason: { type: 'string', title: '请假事由', minLength: 1, maxLength: 500 },
        attachments: {
          type: 'array',
          title: '附件',
          maxItems: 9,
          items: {
            type: 'object',
            required: ['name', 'url'],
            properties: {
              name: { type: 'string', maxLength: 200 },
              url: { type: 'string', maxLength: 500 },
              fileId: { type: 'string', maxLength: 200 },
            },
          },
        },
        courseSwaps: {
          type: 'array',
          title: '课程调换',
          maxItems: 100,
          items: {
            type: 'object',
            required: ['date', 'className', 'subject', 'substitute', 'periods'],
            properties: {
              date: { type: 'string', title: '日期', format: 'date' },
              className: { type: 'string', title: '班级', minLength: 1, maxLength: 30 },
              subject: { type: 'string', title: '科目', minLength: 1, maxLength: 20 },
              substitute: { type: 'string', title: '代课教师', minLength: 1, maxLength: 20 },
              periods: { type: 'integer', title: '节数', minimum: 1, maximum: 20 },
            },
          },
        },
        totalPeriods: { type: 'number', title: '调课节数合计', readOnly: true },
      },
    },
    uiSchema: {
      'ui:order': ['billNo', 'applicant', 'leaveType', 'startTime', 'endTime', 'days', 'hours', 'reason', 'attachments', 'courseSwaps', 'totalPeriods'],
      billNo: { 'ui:widget': widgetName.billNumber, 'ui:options': { rule: 'leaveApply' } },
      applicant: { 'ui:widget': widgetName.userPicker, 'ui:readonly': true, 'ui:placeholder': '保存时为当前用户' },
      leaveType: { 'ui:widget': widgetName.dictionaryPicker, 'ui:options': { dictionaryType: 'leaveType', valueKey: 'enCode' } },
      startTime: { 'ui:widget': 'date' },
      endTime: { 'ui:widget': 'date' },
      days: { 'ui:widget': widgetName.calculateField, 'ui:options': { precision: 0 } },
      hours: { 'ui:widget': widgetName.calculateField, 'ui:options': { precision: 1 } },
      reason: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
      attachments: { 'ui:widget': widgetName.fileUpload, 'ui:options': { limit: 9 } },
      courseSwaps: {
        'ui:widget': widgetName.subTable,
        'ui:options': {
          columns: [
            { field: 'date', label: '日期', type: 'date', required: true, width: 140 },
            { field: 'className', label: '班级', type: 'text', required: true, width: 120 },
            { field: 'subject', label: '科目', type: 'text', required: true, width: 100 },
            { field: 'substitute', label: '代课教师', type: 'text', required: true, width: 110 },
            { field: 'periods', label: '节数', type: 'number', required: true, summary: true, width: 90, precision: 0 },
          ],
        },
      },
      totalPeriods: { 'ui:widget': widgetName.calculateField },
    },
    // In dependency order: hours reads days.
    formulas: { days: 'DAYS({endTime},{startTime})+1', hours: '{days}×8', totalPeriods: 'SUM({courseSwaps.periods})' },
    fill: { applicant: 'currentUser' },
    options: { leaveType: { dictionary: 'leaveType', valueField: 'enCode' } },
  },
  translations: {
    zhtw: {
      请假申请: '請假申請',
      申请单号: '申請單號',
      申请人: '申請人',
      请假类型: '請假類型',
      天数: '天數',
      '课时（小时）': '課時（小時）',
      调课节数: '調課節數',
      请假事由: '請假事由',
      '单号、事由': '單號、事由',
      请假天数: '請假天數',
      折合课时: '折合課時',
      课程调换: '課程調換',
      班级: '班級',
      科目: '科目',
      代课教师: '代課教師',
      节数: '節數',
      调课节数合计: '調課節數合計',
      保存时为当前用户: '保存時為當前用戶',
    },
    en: {
      请假申请: 'Leave request',
      申请单号: 'Request no.',
      申请人: 'Applicant',
      请假类型: 'Leave type',
      天数: 'Days',
      '课时（小时）': 'Lesson hours',
      调课节数: 'Swapped lessons',
      请假事由: 'Reason',
      '单号、事由': 'Request no. or reason',
      请假天数: 'Days of leave',
      折合课时: 'Lesson hours',
      课程调换: 'Lesson swaps',
      班级: 'Class',
      科目: 'Subject',
      代课教师: 'Substitute teacher',
      节数: 'Lessons',
      调课节数合计: 'Total swapped lessons',
      保存时为当前用户: 'Set to you on save',
    },
  },
};
