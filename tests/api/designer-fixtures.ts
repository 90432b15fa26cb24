import { widgetName } from '../../contract/pageModel/widgetNames';
import type { Client, TestServer } from '../support/server';

/**
 * 访客登记 as the designer builds it (issue 13's journey): text, phone with its rule, date-time,
 * a static choice, a user picker, a sub-table of two columns with a total, a formula and a linkage
 * that shows a field for one choice only. No `api`: the server fills it on the first save.
 */
export function visitorPage() {
  return {
    kind: 'list',
    title: '访客登记',
    search: { schema: { type: 'object', properties: {} }, keyword: { placeholder: '访客姓名', fields: ['visitorName'] } },
    columns: [
      { field: 'visitorName', label: '访客姓名', sortable: true },
      { field: 'phone', label: '联系电话' },
      { field: 'visitTime', label: '来访时间', cell: 'datetime' },
      { field: 'purpose', label: '来访事由' },
      { field: 'note', label: '备注' },
    ],
    toolbar: [{ type: 'create', label: '新建' }],
    rowActions: [
      { type: 'edit', label: '编辑' },
      { type: 'remove', label: '删除' },
    ],
    form: {
      title: '访客登记',
      schema: {
        type: 'object',
        required: ['visitorName', 'phone', 'purpose'],
        properties: {
          visitorName: { type: 'string', title: '访客姓名', maxLength: 20 },
          phone: { type: 'string', title: '联系电话', format: 'ec-phone' },
          visitTime: { type: 'string', title: '来访时间', format: 'date-time' },
          purpose: { type: 'string', title: '来访事由' },
          childName: { type: 'string', title: '学生姓名', maxLength: 20 },
          host: { type: 'string', title: '接待人' },
          note: { type: 'string', title: '备注', maxLength: 200 },
          belongings: {
            type: 'array',
            title: '随身物品',
            items: {
              type: 'object',
              properties: { item: { type: 'string', title: '物品' }, count: { type: 'integer', title: '数量', minimum: 1 } },
            },
          },
          totalCount: { type: 'number', title: '物品合计', readOnly: true },
        },
      },
      uiSchema: {
        'ui:order': ['visitorName', 'phone', 'visitTime', 'purpose', 'childName', 'host', 'note', 'belongings', 'totalCount'],
        visitTime: { 'ui:widget': 'datetime' },
        purpose: { 'ui:widget': 'select' },
        host: { 'ui:widget': widgetName.userPicker },
        belongings: {
          'ui:widget': widgetName.subTable,
          'ui:options': {
            columns: [
              { field: 'item', label: '物品', type: 'text', width: 140 },
              { field: 'count', label: '数量', type: 'number', summary: true, width: 90, precision: 0 },
            ],
          },
        },
        totalCount: { 'ui:widget': widgetName.calculateField },
      },
      formulas: { totalCount: 'SUM({belongings.count})' },
      options: {
        purpose: {
          static: [
            { label: '公务', value: 'business' },
            { label: '家长到访', value: 'parent' },
          ],
        },
      },
      linkage: [{ when: { '==': [{ var: 'purpose' }, 'parent'] }, show: ['childName'] }],
    },
  };
}

export const visitorEntity = (enCode: string, pageSchema: Record<string, unknown> = visitorPage()) => ({
  fullName: '访客登记',
  enCode,
  type: 'list',
  category: 'campus',
  description: '门卫登记来访人员',
  pageSchema,
});

/** The same page without one field: its column and its form property are gone. */
export function withoutField(page: ReturnType<typeof visitorPage>, field: string) {
  const copy = structuredClone(page) as ReturnType<typeof visitorPage> & { form: { schema: { properties: Record<string, unknown> } } };
  delete copy.form.schema.properties[field];
  copy.form.uiSchema['ui:order'] = copy.form.uiSchema['ui:order'].filter((f) => f !== field);
  copy.columns = copy.columns.filter((c) => c.field !== field);
  return copy;
}

export async function ids(server: TestServer) {
  const q = <T>(sql: string) => server.database.query<T>(sql);
  const [campus] = await q<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus'`);
  const [teacherRole] = await q<{ id: string }>(`SELECT id FROM role WHERE en_code = 'teacher'`);
  const [sysAdminRole] = await q<{ id: string }>(`SELECT id FROM role WHERE en_code = 'sysAdmin'`);
  const [schoolAdminRole] = await q<{ id: string }>(`SELECT id FROM role WHERE en_code = 'schoolAdmin'`);
  const [teacherUser] = await q<{ id: string }>(`SELECT id FROM users WHERE account = 'teacher'`);
  return { campus: campus.id, teacherRole: teacherRole.id, sysAdminRole: sysAdminRole.id, schoolAdminRole: schoolAdminRole.id, teacherUser: teacherUser.id };
}

/** A snapshot of everything a design call may write, to compare before and after a refused call. */
export async function designState(server: TestServer, pageId?: string) {
  const q = (sql: string, params: unknown[] = []) => server.database.query(sql, params);
  return JSON.stringify([
    await q('SELECT id, en_code, version, page_schema::text, draft::text, updated_at FROM visual_dev ORDER BY id'),
    await q('SELECT model_id, version FROM visual_dev_version ORDER BY model_id, version'),
    await q('SELECT id, en_code, parent_id, property_json, full_name FROM module ORDER BY id'),
    await q('SELECT count(*)::int AS n FROM module_button'),
    await q('SELECT item_type, item_id, object_type, object_id FROM authorize ORDER BY 1, 2, 3, 4'),
    pageId ? await q('SELECT id, data FROM model_record WHERE model_id = $1 ORDER BY id', [pageId]) : [],
  ]);
}

export type { Client };
