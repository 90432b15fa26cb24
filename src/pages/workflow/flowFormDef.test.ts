import { describe, expect, it } from 'vitest';
import type { FormDef } from '../../../contract/pageModel/pageSchema';
import { visibleDef } from './flowFormDef';

const def: FormDef = {
  schema: { type: 'object', required: ['reason', 'phone'], properties: { reason: { type: 'string' }, phone: { type: 'string' }, days: { type: 'number' } } },
  uiSchema: { 'ui:order': ['days', 'phone', 'reason', '*'], phone: { 'ui:placeholder': '手机' } },
};

describe('the form an approver sees', () => {
  it('leaves out the fields the node hides, from the schema, required and the order', () => {
    const seen = visibleDef(def, [{ id: 'phone', read: false, write: false }, { id: 'days', read: true, write: false }]);
    expect(Object.keys(seen.schema.properties ?? {})).toEqual(['reason', 'days']);
    expect(seen.schema.required).toEqual(['reason']);
    expect(seen.uiSchema).toEqual({ 'ui:order': ['days', 'reason', '*'] });
  });
  it('is the form itself when nothing is hidden', () => {
    expect(visibleDef(def, [{ id: 'days', read: true, write: true }])).toBe(def);
  });
});
