import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

const ctx = serverForFile('admin');

// The ctx.server validates `ui:widget` against the widget-name table (contract/pageModel/widgetNames.ts,
// emitted into page.schema.json): a designer cannot store a page the renderer could not draw.

const page = (widget: string) => ({
  id: 'demo-widgets',
  kind: 'list',
  title: '图书登记',
  api: { list: 'GET /api/VisualDevelopment/Model/demo/List', create: 'POST /api/VisualDevelopment/Model/demo' },
  columns: [{ field: 'title', label: '书名' }],
  form: {
    schema: { type: 'object', properties: { title: { type: 'string', title: '书名' }, owner: { type: 'string', title: '登记人' } } },
    uiSchema: { owner: { 'ui:widget': widget } },
  },
});

const entity = (enCode: string, widget: string) => ({
  fullName: '图书登记', enCode, type: 'list', category: 'campus', description: '', sortCode: 10, pageSchema: page(widget),
});

const stored = async (enCode: string) =>
  (await ctx.server.database.query<{ page_schema: unknown }>('SELECT page_schema FROM visual_dev WHERE en_code = $1', [enCode]));

describe('ui:widget on save', () => {
  it('refuses a page naming a widget that is not registered; nothing is stored', async () => {
    const r = await ctx.admin.post('/api/VisualDevelopment', entity('library.magic', 'magicPicker'));
    expect(r.code).toBe(400);
    expect(r.data.map((p: { path: string }) => p.path)).toContain('/form/uiSchema/owner/ui:widget');
    expect(await stored('library.magic')).toHaveLength(0);
  });

  it('refuses the change on update and keeps the stored schema', async () => {
    const created = await ctx.admin.post('/api/VisualDevelopment', entity('library.picker', 'userPicker'));
    expect(created.code).toBe(200);
    const id = created.data.id;
    const before = await stored('library.picker');
    const r = await ctx.admin.put(`/api/VisualDevelopment/${id}`, { ...entity('library.picker', 'magicPicker'), id });
    expect(r.code).toBe(400);
    expect(await stored('library.picker')).toEqual(before);
    expect(JSON.stringify(before)).toContain('userPicker');
  });
});
