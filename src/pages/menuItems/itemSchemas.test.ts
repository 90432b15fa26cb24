import { describe, expect, it } from 'vitest';
import { validatePageSchema } from '../../../contract/pageModel/validatePageSchema';
import { ITEM_KINDS, menuItemSchema } from './itemSchemas';

describe('menuItemSchema', () => {
  it('draws each kind of a menu’s items as a valid list page on that menu’s routes', () => {
    for (const kind of ITEM_KINDS) {
      const schema = menuItemSchema('m-1', kind);
      expect(validatePageSchema(schema), kind).toEqual([]);
      expect(schema.api?.list).toBe(`GET /api/System/Menu/m-1/${kind}`);
      expect(schema.api?.remove).toBe(`DELETE /api/System/Menu/m-1/${kind}/{id}`);
    }
  });

  it('asks a data scheme for its scope and conditions', () => {
    const props = menuItemSchema('m-1', 'DataScheme').form!.schema.properties as Record<string, unknown>;
    expect(Object.keys(props)).toEqual(['enCode', 'fullName', 'sortCode', 'scope', 'conditionJson']);
    expect(menuItemSchema('m-1', 'DataScheme').translations?.en?.['本组织及下级']).toBe('Own organisation and below');
  });
});
