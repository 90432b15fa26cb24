import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../../contract/pageModel/pageSchema';
import { merged } from './overrides';

describe('page translation overrides', () => {
  const schema = { id: 'system.billRule', kind: 'list', title: { zh: '单据规则', zhtw: '單據規則', en: 'Bill rules' }, api: {}, columns: [], translations: { en: { 业务名称: 'Name', 前缀: 'Prefix' } } } as unknown as PageSchema;

  it('lays the changed texts over the schema’s own, title included', () => {
    const out = merged(schema, { 'system.billRule': { zhtw: {}, en: { 业务名称: 'Business name', 单据规则: 'Numbering rules' } } });
    expect(out.translations?.en).toEqual({ 业务名称: 'Business name', 前缀: 'Prefix', 单据规则: 'Numbering rules' });
    expect(out.title).toEqual({ zh: '单据规则', zhtw: '單據規則', en: 'Numbering rules' });
  });

  it('leaves a page without changes as it is', () => {
    expect(merged(schema, { other: { zhtw: {}, en: {} } })).toBe(schema);
  });
});
