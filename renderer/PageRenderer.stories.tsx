import type { Meta, StoryObj } from '@storybook/react';
import PageRenderer from './PageRenderer';
import userSchema from '../schemas/permission-user.json';
import type { PageSchema } from '../contract/pageModel/pageSchema';
import { createFakeServices } from '../widgets/testing/fakeServices';
import { ALL_USER_PERMISSIONS, TEACHER_USER_PERMISSIONS, USERS_MODEL, createUserPageServices, fakeUsers } from './testing/fakePage';
import { widgets } from '../widgets/index';

// The renderer's main states over a fake services object (no server): data, empty, denied, a broken
// schema, a form with linkage, a tree list and a report.

const meta = {
  title: 'Renderer/PageRenderer', parameters: { docs: { description: { component: "Draws a whole screen from a page schema (list, tree-list, form, report, dictionary). Use it for every screen that is data: write a schema in `schemas/` instead of a component. An invalid schema shows a panel naming the JSON path." } } },
  component: PageRenderer,
  args: { services: createUserPageServices({ latency: 200 }), widgets, lang: 'zh' },
} satisfies Meta<typeof PageRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const peopleList: PageSchema = {
  id: 'demo.people',
  kind: 'list',
  title: '教职工',
  authorize: false,
  api: { list: 'GET /api/Demo/People', create: 'POST /api/Demo/People', update: 'PUT /api/Demo/People/{id}', remove: 'DELETE /api/Demo/People/{id}' },
  search: {
    schema: { type: 'object', properties: { enabledMark: { type: 'integer', title: '状态', oneOf: [{ const: 1, title: '启用' }, { const: 0, title: '禁用' }] } } },
  },
  columns: [
    { field: 'account', label: '账户', sortable: true, width: 120 },
    { field: 'realName', label: '姓名', width: 100 },
    { field: 'gender', label: '性别', cell: 'tag', cellOptions: { map: { '1': { label: '男', color: 'blue' }, '2': { label: '女', color: 'magenta' } } }, width: 80 },
    { field: 'organizeName', label: '学校', width: 160 },
    { field: 'enabledMark', label: '状态', cell: 'state', width: 90 },
    { field: 'creatorTime', label: '创建时间', cell: 'date', sortable: true, width: 160 },
  ],
  toolbar: [{ type: 'create' }, { type: 'export' }],
  rowActions: [{ type: 'edit' }, { type: 'detail' }, { type: 'remove' }],
  selection: true,
  form: {
    width: 640,
    schema: {
      type: 'object',
      required: ['account', 'realName', 'kind'],
      properties: {
        account: { type: 'string', title: '账户', format: 'ec-account' },
        realName: { type: 'string', title: '姓名' },
        kind: { type: 'string', title: '人员类别', oneOf: [{ const: 'teacher', title: '教师' }, { const: 'staff', title: '职工' }, { const: 'student', title: '学生' }] },
        subject: { type: 'string', title: '任教学科' },
        grade: { type: 'string', title: '年级' },
        mobile: { type: 'string', title: '手机', format: 'ec-phone' },
        price: { type: 'number', title: '单价' },
        quantity: { type: 'integer', title: '数量' },
        amount: { type: 'number', title: '金额' },
      },
    },
    uiSchema: { amount: { 'ui:readonly': true } },
    linkage: [
      { when: { '==': [{ var: 'kind' }, 'teacher'] }, show: ['subject'], require: ['subject'] },
      { when: { '==': [{ var: 'kind' }, 'student'] }, show: ['grade'] },
      { when: { '==': [{ var: '$mode' }, 'edit'] }, disable: ['account'] },
    ],
    formulas: { amount: '{price}*{quantity}' },
  },
};

const people = fakeUsers(320);
const peopleServices = (rows = people) =>
  createFakeServices({
    latency: 150,
    routes: {
      'GET ^/api/Demo/People$': (_m, p) => {
        const size = Number(p.pageSize ?? 20);
        const pageNo = Number(p.currentPage ?? 1);
        let list = rows;
        if (p.sidx) {
          const k = String(p.sidx) as keyof (typeof rows)[number];
          list = [...list].sort((a, b) => (a[k] > b[k] ? 1 : -1) * (p.sort === 'desc' ? -1 : 1));
        }
        return { list: list.slice((pageNo - 1) * size, pageNo * size), pagination: { currentPage: pageNo, pageSize: size, total: list.length } };
      },
      'POST ^/api/Demo/People$': () => ({ id: 'new' }),
      'PUT ^/api/Demo/People/([^/]+)$': () => null,
      'DELETE ^/api/Demo/People/([^/]+)$': () => null,
    },
  });

export const ListWithData: Story = { args: { schema: peopleList, services: peopleServices() } };

export const Empty: Story = { args: { schema: peopleList, services: peopleServices([]) } };

export const NoPermission: Story = {
  args: { schema: userSchema, modelId: USERS_MODEL, permissionList: [] },
};

export const TeacherPermissions: Story = {
  name: 'Users screen as a teacher (no add/remove, no mobile/email)',
  args: { schema: userSchema, modelId: USERS_MODEL, permissionList: TEACHER_USER_PERMISSIONS },
};

export const TreeList: Story = {
  name: 'Tree list (users screen)',
  args: { schema: userSchema, modelId: USERS_MODEL, permissionList: ALL_USER_PERMISSIONS },
};

export const InvalidSchema: Story = {
  args: {
    schema: { id: 'broken.page', kind: 'grid', title: 1, api: { list: 'FETCH /x' }, columns: [{ field: 'a', cell: 'sparkles' }] },
  },
};

export const FormWithLinkage: Story = {
  name: 'Form page with linkage and a formula',
  args: {
    schema: { ...peopleList, id: 'demo.peopleForm', kind: 'form', form: { ...peopleList.form!, title: '登记人员' } },
    services: peopleServices(),
  },
};

/** The designer's boxes (`ui:layout`): a grid row, a card, tabs, a collapse panel and a divider. */
export const FormWithLayout: Story = {
  name: 'Form page with layout boxes',
  args: {
    schema: {
      ...peopleList,
      id: 'demo.peopleLayout',
      kind: 'form',
      form: {
        ...peopleList.form!,
        title: '登记人员',
        uiSchema: {
          ...peopleList.form!.uiSchema,
          'ui:layout': [
            { type: 'row', children: [{ type: 'col', children: ['account'] }, { type: 'col', children: ['realName'] }] },
            { type: 'card', title: '任教', children: ['kind', 'subject', 'grade'] },
            { type: 'tabs', children: [{ type: 'tab', title: '联系', children: ['mobile'] }, { type: 'tab', title: '费用', children: ['price', 'quantity'] }] },
            { type: 'divider', title: '合计' },
            { type: 'collapse', title: '金额', children: ['amount'] },
          ],
        },
      },
    },
    services: peopleServices(),
  },
};

const report: PageSchema = {
  id: 'demo.report',
  kind: 'report',
  title: '各校教职工统计',
  authorize: false,
  pagination: false,
  api: { list: 'GET /api/Demo/Report' },
  columns: [
    { field: 'school', label: '学校', width: 180 },
    { field: 'teachers', label: '教师', align: 'right', total: 'sum' },
    { field: 'staff', label: '职工', align: 'right', total: 'sum' },
    { field: 'ratio', label: '师生比', align: 'right', total: 'avg' },
  ],
  report: { chart: { type: 'bar', x: 'school', y: ['teachers', 'staff'], title: '教职工人数' } },
};

export const Report: Story = {
  args: {
    schema: report,
    services: createFakeServices({
      routes: {
        'GET ^/api/Demo/Report$': () => ({
          list: ['城东第一中学', '城西实验小学', '滨江高级中学', '南湖初级中学', '北山小学'].map((school, i) => ({
            school,
            teachers: 80 + i * 17,
            staff: 20 + i * 3,
            ratio: 12.5 + i,
          })),
        }),
      },
    }),
  },
};

export const English: Story = {
  args: { schema: userSchema, modelId: USERS_MODEL, permissionList: ALL_USER_PERMISSIONS, lang: 'en' },
};
