import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../../contract/pageModel/pageSchema';
import { metaSchemaProblems } from '../../../../contract/pageModel/metaSchemaCheck';
import { fieldsOf, fromPageSchema, toPageSchema, type LayoutNode } from './doc';
import { createNode, paletteItem, paletteItems } from './palette';
import { designerReducer, initialState, takenNames } from './reducer';
import { fieldWidgetNames } from '../../../../contract/pageModel/widgetNames';

/** A form as react-jsonschema-form users write it: nested object, $ref, dependencies, formats, ui:order. */
const rjsfPage = (): PageSchema => ({
  id: 'plain',
  kind: 'form',
  title: 'Plain rjsf',
  api: { create: 'POST /api/x' },
  form: {
    schema: {
      type: 'object',
      definitions: { address: { type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } } },
      required: ['firstName'],
      properties: {
        firstName: { type: 'string', title: 'First name' },
        lastName: { type: 'string', title: 'Last name' },
        home: { $ref: '#/definitions/address', title: 'Home' },
        pets: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
        email: { type: 'string', format: 'email' },
        credit: { type: 'boolean', title: 'Credit card?' },
      },
      dependencies: { credit: { properties: { cardNo: { type: 'string' } } } },
    },
    uiSchema: { 'ui:order': ['lastName', 'firstName', '*'], firstName: { 'ui:autofocus': true, 'ui:emptyValue': '' }, 'ui:rootFieldId': 'x', pets: { items: { name: { 'ui:widget': 'textarea' } } } },
  },
});

describe('page schema ↔ designer document', () => {
  it('a plain rjsf form loads, keeps what the designer does not understand, and writes back the same schema', () => {
    const page = rjsfPage();
    const doc = fromPageSchema(page);
    expect(fieldsOf(doc.tree).map((f) => f.name)).toEqual(['lastName', 'firstName', 'home', 'pets', 'email', 'credit']);
    const out = toPageSchema(doc);
    expect(out.form!.schema.definitions).toEqual(page.form!.schema.definitions);
    expect(out.form!.schema.dependencies).toEqual(page.form!.schema.dependencies);
    expect(out.form!.schema.properties).toEqual(page.form!.schema.properties);
    expect(out.form!.schema.required).toEqual(['firstName']);
    expect(out.form!.uiSchema!['ui:rootFieldId']).toBe('x');
    expect(out.form!.uiSchema!.firstName).toEqual({ 'ui:autofocus': true, 'ui:emptyValue': '' });
    expect(out.form!.uiSchema!.pets).toEqual(page.form!.uiSchema!.pets);
    expect(out.form!.uiSchema!['ui:order']).toEqual(['lastName', 'firstName', 'home', 'pets', 'email', 'credit']);
    expect(out.api).toEqual(page.api);
  });

  it('layout items are stored as ui:layout and read back as the same tree', () => {
    let s = initialState(fromPageSchema({ id: 'p', kind: 'form', title: 't', api: { create: 'POST /x' }, form: { schema: { type: 'object', properties: {} } } }));
    const put = (key: string, parentId: string | null) => {
      const node = createNode(paletteItem(key)!, takenNames(s.doc));
      s = designerReducer(s, { type: 'insert', node, at: { parentId, index: 99 } });
      return node;
    };
    const card = put('card', null);
    put('text', card.id);
    const tabs = put('tabs', null) as LayoutNode;
    put('date', tabs.children[1].id);
    put('text', null);
    const out = toPageSchema(s.doc);
    expect(out.form!.uiSchema!['ui:layout']).toEqual([
      { type: 'card', title: '卡片', children: ['text1'] },
      { type: 'tabs', children: [{ type: 'tab', title: '标签一', children: [] }, { type: 'tab', title: '标签二', children: ['date1'] }] },
      'text2',
    ]);
    expect(out.form!.uiSchema!['ui:order']).toEqual(['text1', 'date1', 'text2']);
    expect(metaSchemaProblems(out)).toEqual([]);
    const again = fromPageSchema(out);
    const shape = (nodes: typeof again.tree): unknown => nodes.map((n) => (n.type === 'field' ? n.name : [n.layout, shape(n.children)]));
    expect(shape(again.tree)).toEqual([['card', ['text1']], ['tabs', [['tab', []], ['tab', ['date1']]]], 'text2']);
  });

  it('the palette offers every registered field widget and each field it drops passes the meta-schema', () => {
    const keys = paletteItems.map((p) => p.key);
    for (const w of fieldWidgetNames) expect(keys).toContain(w);
    let s = initialState(fromPageSchema({ id: 'p', kind: 'form', title: 't', api: { create: 'POST /x' }, form: { schema: { type: 'object', properties: {} } } }));
    for (const item of paletteItems) {
      s = designerReducer(s, { type: 'insert', node: createNode(item, takenNames(s.doc)), at: { parentId: null, index: 999 } });
    }
    expect(metaSchemaProblems(toPageSchema(s.doc))).toEqual([]);
  });
});
