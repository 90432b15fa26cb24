import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../../contract/pageModel/pageSchema';
import { fieldsOf, fromPageSchema, toPageSchema, type DesignDoc, type LayoutNode } from './doc';
import { createNode, paletteItem } from './palette';
import { designerReducer, initialState, isDirty, takenNames, type DesignerState } from './reducer';

const page = (): PageSchema => ({ id: 'p', kind: 'list', title: '访客登记', api: {}, columns: [], form: { schema: { type: 'object', properties: {} } } });

function add(s: DesignerState, key: string, parentId: string | null = null, index = 999): DesignerState {
  const node = createNode(paletteItem(key)!, takenNames(s.doc));
  return designerReducer(s, { type: 'insert', node, at: { parentId, index } });
}

const names = (doc: DesignDoc) => fieldsOf(doc.tree).map((f) => f.name);

describe('designer reducer', () => {
  it('inserts fields with free names, gives a list page their columns, and undoes one gesture per step', () => {
    let s = initialState(fromPageSchema(page()));
    s = add(s, 'text');
    s = add(s, 'text');
    s = add(s, 'date');
    expect(names(s.doc)).toEqual(['text1', 'text2', 'date1']);
    expect(s.doc.page.columns!.map((c) => [c.field, c.cell])).toEqual([['text1', undefined], ['text2', undefined], ['date1', 'date']]);
    expect(isDirty(s)).toBe(true);
    s = designerReducer(s, { type: 'undo' });
    expect(names(s.doc)).toEqual(['text1', 'text2']);
    expect(s.doc.page.columns!.map((c) => c.field)).toEqual(['text1', 'text2']);
    s = designerReducer(s, { type: 'redo' });
    expect(names(s.doc)).toEqual(['text1', 'text2', 'date1']);
    for (let i = 0; i < 3; i++) s = designerReducer(s, { type: 'undo' });
    expect(names(s.doc)).toEqual([]);
    expect(isDirty(s)).toBe(false);
  });

  it('moves within and across boxes, refuses a move into the node itself, and nests into rows only through columns', () => {
    let s = initialState(fromPageSchema(page()));
    s = add(s, 'text');
    s = add(s, 'card');
    const card = s.doc.tree[1] as LayoutNode;
    s = add(s, 'number', card.id, 0);
    const text = s.doc.tree[0];
    s = designerReducer(s, { type: 'move', id: text.id, at: { parentId: card.id, index: 1 } });
    const cardNow = s.doc.tree[0] as LayoutNode;
    expect(cardNow.children.map((c) => (c.type === 'field' ? c.name : c.layout))).toEqual(['number1', 'text1']);
    // into itself: nothing changes
    const before = s.doc;
    s = designerReducer(s, { type: 'move', id: cardNow.id, at: { parentId: cardNow.id, index: 0 } });
    expect(s.doc).toBe(before);
    // a field cannot sit in a row directly, only in its columns
    s = add(s, 'row');
    const row = s.doc.tree[1] as LayoutNode;
    const beforeRow = s.doc;
    s = designerReducer(s, { type: 'move', id: cardNow.children[0].id, at: { parentId: row.id, index: 0 } });
    expect(s.doc).toBe(beforeRow);
    s = designerReducer(s, { type: 'move', id: cardNow.children[0].id, at: { parentId: row.children[1].id, index: 0 } });
    expect(((s.doc.tree[1] as LayoutNode).children[1] as LayoutNode).children.map((c) => c.id)).toEqual([cardNow.children[0].id]);
  });

  it('keyboard nudges move a field one place; removing a field removes its column, formula and linkage', () => {
    let s = initialState(fromPageSchema(page()));
    s = add(s, 'text');
    s = add(s, 'number');
    s = add(s, 'calculateField');
    const [a, b, c] = fieldsOf(s.doc.tree);
    s = designerReducer(s, { type: 'nudge', id: b.id, delta: -1 });
    expect(names(s.doc)).toEqual(['number1', 'text1', 'calculate1']);
    s = designerReducer(s, { type: 'nudge', id: b.id, delta: -1 });
    expect(names(s.doc)).toEqual(['number1', 'text1', 'calculate1']);
    s = designerReducer(s, {
      type: 'setPage',
      page: { ...s.doc.page, form: { ...s.doc.page.form!, formulas: { calculate1: '{number1}*2' }, linkage: [{ when: { '==': [{ var: 'number1' }, 1] }, show: [a.name] }] } },
    });
    s = designerReducer(s, { type: 'remove', id: b.id });
    expect(names(s.doc)).toEqual(['text1', 'calculate1']);
    expect(s.doc.page.form!.formulas).toEqual({ calculate1: '{number1}*2' });
    expect(s.doc.page.form!.linkage).toEqual([]);
    expect(s.doc.page.columns!.map((x) => x.field)).toEqual(['text1', 'calculate1']);
    s = designerReducer(s, { type: 'remove', id: c.id });
    expect(s.doc.page.form!.formulas).toEqual({});
  });

  it('copy and paste gives the copy a free name; typing into one property merges into one undo step', () => {
    let s = initialState(fromPageSchema(page()));
    s = add(s, 'text');
    const f = fieldsOf(s.doc.tree)[0];
    s = designerReducer(s, { type: 'copy', id: f.id });
    s = designerReducer(s, { type: 'paste' });
    expect(names(s.doc)).toEqual(['text1', 'text2']);
    const steps = s.past.length;
    let t = 1000;
    for (const title of ['访', '访客', '访客姓', '访客姓名']) {
      const node = fieldsOf(s.doc.tree)[0];
      s = designerReducer(s, { type: 'updateField', id: node.id, patch: { schema: { ...node.schema, title } }, key: 'title', now: (t += 100) });
    }
    expect(s.past.length).toBe(steps + 1);
    expect(s.doc.page.columns![0].label).toBe('访客姓名');
    s = designerReducer(s, { type: 'undo' });
    expect(fieldsOf(s.doc.tree)[0].schema.title).toBe('单行输入');
  });

  it('fifty edits undo and redo exactly', () => {
    let s = initialState(fromPageSchema(page()));
    for (let i = 0; i < 50; i++) s = add(s, 'text');
    const full = s.doc;
    for (let i = 0; i < 50; i++) s = designerReducer(s, { type: 'undo' });
    expect(s.doc.tree).toEqual([]);
    for (let i = 0; i < 50; i++) s = designerReducer(s, { type: 'redo' });
    expect(s.doc).toBe(full);
    expect(toPageSchema(s.doc).form!.uiSchema!['ui:order']).toHaveLength(50);
  });
});

describe('preview', () => {
  it('previews with every button (no menu grants yet) and keeps records in memory, never at the model', async () => {
    const { previewPage, previewServices } = await import('./preview');
    const page: PageSchema = { id: 'p', kind: 'list', title: 't', api: { list: 'GET /api/VisualDevelopment/Model/m1/List' }, columns: [], toolbar: [{ type: 'create' }, { type: 'export' }], form: { schema: { type: 'object', properties: {} } } };
    const list = previewPage(page, 'list');
    expect(list.authorize).toBe(false);
    expect(list.toolbar!.map((a) => a.type)).toEqual(['create']);
    expect(list.api!.list).toBe('GET /designer-preview/List');
    expect(previewPage(page, 'form')).toMatchObject({ kind: 'form', authorize: false, api: { create: 'POST /designer-preview' } });
    const calls: string[] = [];
    const s = previewServices({ request: async (m, u) => (calls.push(`${m} ${u}`), null as never), upload: async () => ({ name: '', url: '', fileId: '' }), lang: 'zh' });
    await s.request('POST', '/designer-preview', { name: '王五' });
    const rows = await s.request<{ list: { name: string }[] }>('GET', '/designer-preview/List');
    expect(rows.list.map((r) => r.name)).toEqual(['王五']);
    await s.request('GET', '/api/Users');
    expect(calls).toEqual(['GET /api/Users']);
  });
});

describe('panel echoes', () => {
  it('a replace with the same content is no step and keeps the redo list', () => {
    let s = initialState(fromPageSchema(page()));
    s = add(s, 'text');
    s = designerReducer(s, { type: 'undo' });
    s = designerReducer(s, { type: 'redo' });
    s = designerReducer(s, { type: 'undo' });
    const echo = JSON.parse(JSON.stringify(s.doc)) as DesignDoc;
    const after = designerReducer(s, { type: 'replace', doc: echo, key: 'f:title', now: 1 });
    expect(after).toBe(s);
    expect(after.future).toHaveLength(1);
  });
});
