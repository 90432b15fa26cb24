import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReferences, validatePageSchema } from '../../contract/pageModel/validatePageSchema';
import { untranslatedTexts } from '../../renderer/i18n/pageTexts';
import { builtinSchemas } from '../../src/router/builtinSchemas';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { menuCatalogue, type SeedMenu } from '../../server/seed/menuCatalogue';

const dir = join(__dirname, '../../schemas');
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'page.schema.json');

describe('every schema file in schemas/', () => {
  it('there are schema files', () => expect(files.length).toBeGreaterThan(0));

  for (const file of files) {
    it(`${file} follows page.schema.json and names only registered widgets and cells`, () => {
      const schema = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      expect(validatePageSchema(schema)).toEqual([]);
    });
  }
});

describe('every Chinese text of a built-in schema has zhtw and en', () => {
  // Form and search schemas (titles, descriptions, option titles), their uiSchemas (placeholders,
  // help, sub-table labels) and plain-string labels: the page's `translations` or the common words of
  // renderer/i18n.ts must know each, or the text shows in Simplified Chinese whatever the language.
  for (const file of files) {
    it(file, () => {
      const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as PageSchema;
      expect(untranslatedTexts(schema)).toEqual([]);
    });
  }

  it('fails for a title nobody translated', () => {
    const page: PageSchema = {
      id: 'demo.form',
      kind: 'form',
      title: { zh: '演示', zhtw: '演示', en: 'Demo' },
      api: { create: 'POST /api/Demo' },
      form: { schema: { type: 'object', properties: { a: { type: 'string', title: '状态' }, b: { type: 'string', title: '新加的字段' } } } },
      translations: { en: { 新加的字段: 'New field' } },
    };
    expect(untranslatedTexts(page)).toEqual([{ text: '新加的字段', missing: ['zhtw'] }]);
  });
});

describe('builtinSchemas', () => {
  const urlAddresses = new Set<string>();
  const walk = (list: SeedMenu[]) => {
    for (const m of list) {
      if (m.urlAddress) urlAddresses.add(m.urlAddress);
      if (m.children) walk(m.children);
    }
  };
  walk(menuCatalogue);

  for (const key of Object.keys(builtinSchemas)) {
    it(`${key} is a menu urlAddress and loads a valid schema`, async () => {
      expect(urlAddresses.has(key)).toBe(true);
      const schema = await builtinSchemas[key]();
      expect(validatePageSchema(schema)).toEqual([]);
      expect(schema.id).toBe(key.replace(/\//g, '.'));
    });
  }

  it('every schema file is reachable from builtinSchemas', async () => {
    const ids = new Set<string>();
    for (const load of Object.values(builtinSchemas)) ids.add((await load()).id);
    for (const file of files) expect(ids.has(JSON.parse(readFileSync(join(dir, file), 'utf8')).id)).toBe(true);
  });
});

describe('the meta-schema rejects bad schemas with a readable path', () => {
  const base: PageSchema = {
    id: 'demo.list',
    kind: 'list',
    title: 'Demo',
    api: { list: 'GET /api/Demo', remove: 'DELETE /api/Demo/{id}' },
    columns: [{ field: 'name', label: '名称' }],
  };

  it('accepts the minimal list', () => expect(validatePageSchema(base)).toEqual([]));

  it('names a missing required property', () => {
    const { title: _t, ...noTitle } = base;
    expect(validatePageSchema(noTitle)).toContainEqual({ path: '/', message: "missing required property 'title'" });
  });

  it('names an unknown kind with the allowed values', () => {
    const p = validatePageSchema({ ...base, kind: 'grid' });
    expect(p[0].path).toBe('/kind');
    expect(p[0].message).toContain('"treeList"');
  });

  it('points at a malformed endpoint', () => {
    const p = validatePageSchema({ ...base, api: { list: 'FETCH /api/x' } });
    expect(p.map((x) => x.path)).toContain('/api/list');
  });

  it('names an unknown property inside a column', () => {
    const p = validatePageSchema({ ...base, columns: [{ field: 'name', label: 'x', colour: 'red' }] });
    expect(p).toContainEqual({ path: '/columns/0', message: "unknown property 'colour'" });
  });

  it('rejects a treeList without its tree', () => {
    const p = validatePageSchema({ ...base, kind: 'treeList' });
    expect(p).toContainEqual({ path: '/', message: "missing required property 'tree'" });
  });

  it('rejects an unknown action type', () => {
    const p = validatePageSchema({ ...base, rowActions: [{ type: 'explode' }] });
    expect(p[0].path).toBe('/rowActions/0/type');
  });

  it('rejects an unknown cell renderer by name', () => {
    const p = validatePageSchema({ ...base, columns: [{ field: 'x', label: 'x', cell: 'sparkles' }] });
    expect(p).toEqual([{ path: '/columns/0/cell', message: "unknown cell renderer 'sparkles'" }]);
  });

  it('accepts dict:<code> and built-in cells', () => {
    const cols = ['dict:gender', 'date', 'tag', 'state', 'link', 'image'].map((cell, i) => ({ field: `f${i}`, label: 'x', cell }));
    expect(validatePageSchema({ ...base, columns: cols })).toEqual([]);
  });

  it('rejects an unknown ui:widget', () => {
    const p = checkReferences({
      ...base,
      form: { schema: { type: 'object', properties: { a: { type: 'string' } } }, uiSchema: { a: { 'ui:widget': 'magicPicker' } } },
    });
    expect(p).toEqual([{ path: '/form/uiSchema/a/ui:widget', message: "unknown widget 'magicPicker'" }]);
  });

  it('rejects an action pointing at a missing api key or dialog', () => {
    const p = validatePageSchema({
      ...base,
      rowActions: [
        { type: 'api', api: 'nope' },
        { type: 'dialog', dialog: 'ghost', api: 'remove' },
      ],
    });
    expect(p.map((x) => x.path)).toEqual(['/rowActions/0/api', '/rowActions/1/dialog']);
  });

  it('rejects create without a form', () => {
    const p = validatePageSchema({ ...base, api: { ...base.api, create: 'POST /api/Demo' }, toolbar: [{ type: 'create' }] });
    expect(p).toEqual([{ path: '/toolbar/0', message: "'create' needs /form" }]);
  });

  it('rejects linkage naming a field the form does not have', () => {
    const p = validatePageSchema({
      ...base,
      form: { schema: { type: 'object', properties: { a: { type: 'string' } } }, linkage: [{ when: true, hide: ['b'] }] },
    });
    expect(p).toEqual([{ path: '/form/linkage/0/hide', message: "unknown field 'b'" }]);
  });

  it('accepts translations of zh texts in zhtw and en only', () => {
    expect(validatePageSchema({ ...base, translations: { zhtw: { 名称: '名稱' }, en: { 名称: 'Name' } } })).toEqual([]);
    expect(validatePageSchema({ ...base, translations: { fr: { 名称: 'Nom' } } })).toContainEqual({ path: '/translations', message: "unknown property 'fr'" });
    expect(validatePageSchema({ ...base, translations: { en: { 名称: 1 } } }).map((x) => x.path)).toContain('/translations/en/名称');
  });

  it('rejects a non-object', () => {
    expect(validatePageSchema('hello')[0].path).toBe('/');
    expect(validatePageSchema(null).length).toBeGreaterThan(0);
  });
});
