import type { PageSchema } from '../../../contract/pageModel/pageSchema';
import { widgetName } from '../../../contract/pageModel/widgetNames';
import { modelBase, modelRecordApi } from '../../../contract/pageModel/modelApi';

const M = modelBase('model-student');

/** 学生信息: classes of each school on the left (built from the records), students on the right. */
export const studentSchema: PageSchema = {
  id: 'model-student',
  kind: 'treeList',
  title: '学生信息',
  api: modelRecordApi('model-student'),
  // Schools, and under each its classes: a school filters by organizeId, a class also by className.
  tree: { api: `GET ${M}/Tree?field=className`, param: 'organizeId', valueField: 'organizeId', field: 'className', title: '学校班级', searchable: true, width: 220 },
  search: {
    schema: {
      type: 'object',
      properties: {
        gender: { type: 'string', title: '性别' },
        ethnicity: { type: 'string', title: '民族' },
        enrolDate: { type: 'array', title: '入学日期', maxItems: 2, items: { type: 'string', format: 'date' } },
      },
    },
    uiSchema: {
      gender: { 'ui:widget': widgetName.dictionaryPicker, 'ui:options': { dictionaryType: 'gender', valueKey: 'enCode' } },
      ethnicity: { 'ui:widget': widgetName.dictionaryPicker, 'ui:options': { dictionaryType: 'ethnicity', valueKey: 'enCode' } },
    },
    keyword: { placeholder: '学号、姓名、班级', fields: ['studentNo', 'name', 'className'] },
  },
  columns: [
    { field: 'studentNo', label: '学号', width: 140, fixed: 'left', sortable: true },
    { field: 'name', label: '姓名', width: 100, sortable: true },
    { field: 'gender', label: '性别', width: 90, cell: 'dict:gender' },
    { field: 'organizeId', label: '学校', width: 130, cell: 'organize', authorize: false, defaultHidden: true },
    { field: 'className', label: '班级', width: 120, sortable: true },
    { field: 'ethnicity', label: '民族', width: 90, cell: 'dict:ethnicity' },
    { field: 'headTeacher', label: '班主任', width: 130, cell: 'user' },
    { field: 'idCard', label: '身份证号', width: 180 },
    { field: 'phone', label: '联系电话', width: 130 },
    { field: 'enrolDate', label: '入学日期', width: 110, cell: 'date', sortable: true },
  ],
  toolbar: [
    { type: 'create', label: '新建' },
    { type: 'export', label: '导出', permission: 'btn_export', api: 'export' },
    { type: 'import', label: '导入', permission: 'btn_import' },
  ],
  rowActions: [
    { type: 'edit', label: '编辑' },
    { type: 'detail', label: '详情', permission: 'btn_detail', api: 'detail' },
    { type: 'remove', label: '删除' },
  ],
  selection: true,
  form: {
    title: '学生信息',
    container: 'dialog',
    width: 720,
    layoutColumns: 2,
    schema: {
      type: 'object',
      required: ['name', 'gender', 'className'],
      properties: {
        studentNo: { type: 'string', title: '学号', maxLength: 30, readOnly: true },
        name: { type: 'string', title: '姓名', minLength: 1, maxLength: 20, format: 'ec-name' },
        gender: { type: 'string', title: '性别', maxLength: 10 },
        organizeId: { type: 'string', title: '学校', maxLength: 64 },
        className: { type: 'string', title: '班级', minLength: 1, maxLength: 30 },
        ethnicity: { type: 'string', title: '民族', maxLength: 10 },
        headTeacher: { type: 'string', title: '班主任', maxLength: 64 },
        idCard: { type: 'string', title: '身份证号', format: 'ec-idCard', maxLength: 18 },
        phone: { type: 'string', title: '联系电话', format: 'ec-phone', maxLength: 11 },
        enrolDate: { type: 'string', title: '入学日期', format: 'date' },
      },
    },
    uiSchema: {
      'ui:order': ['studentNo', 'name', 'gender', 'ethnicity', 'organizeId', 'className', 'headTeacher', 'idCard', 'phone', 'enrolDate'],
      studentNo: { 'ui:widget': widgetName.billNumber, 'ui:options': { rule: 'studentNo' } },
      gender: { 'ui:widget': widgetName.dictionaryPicker, 'ui:options': { dictionaryType: 'gender', valueKey: 'enCode' } },
      ethnicity: { 'ui:widget': widgetName.dictionaryPicker, 'ui:options': { dictionaryType: 'ethnicity', valueKey: 'enCode' } },
      // The school the record belongs to (data permission); a new record takes the tree's school.
      organizeId: { 'ui:widget': widgetName.companyPicker },
      headTeacher: { 'ui:widget': widgetName.userPicker },
      enrolDate: { 'ui:widget': 'date' },
    },
    options: {
      gender: { dictionary: 'gender', valueField: 'enCode' },
      ethnicity: { dictionary: 'ethnicity', valueField: 'enCode' },
    },
  },
  translations: {
    zhtw: {
      学生信息: '學生信息',
      学校班级: '學校班級',
      学号: '學號',
      学校: '學校',
      班级: '班級',
      民族: '民族',
      班主任: '班主任',
      身份证号: '身份證號',
      入学日期: '入學日期',
      '学号、姓名、班级': '學號、姓名、班級',
    },
    en: {
      学生信息: 'Student',
      学校班级: 'Schools and classes',
      学号: 'Student no.',
      学校: 'School',
      班级: 'Class',
      民族: 'Ethnicity',
      班主任: 'Form teacher',
      身份证号: 'ID card no.',
      入学日期: 'Enrolment date',
      '学号、姓名、班级': 'Student no., name or class',
    },
  },
};
