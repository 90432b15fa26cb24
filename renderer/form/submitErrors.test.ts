import { describe, expect, it } from 'vitest';
import { unshownErrors } from './submitErrors';

const schema = {
  type: 'object',
  properties: {
    phone: { type: 'string', title: '手机号' },
    address: { type: 'object', title: '地址', properties: { city: { type: 'string', title: '城市' } } },
    companions: { type: 'array', title: '随行人员', items: { type: 'object', properties: { items: { type: 'number', title: '携带物品数' } } } },
    token: { type: 'string', title: '令牌' },
  },
};
const ui = { companions: { 'ui:widget': 'subTable' }, token: { 'ui:widget': 'hidden' } };

describe('unshownErrors', () => {
  it('leaves out what a field on screen shows itself: a field, a field of a plain nested object', () => {
    expect(unshownErrors([{ property: '.phone', message: '请正确输入您的手机号' }, { property: '.address.city', message: 'x' }], schema, ui)).toEqual([]);
  });

  it('names a cell of a widget-drawn sub-table (its item field may be called `items`)', () => {
    expect(unshownErrors([{ property: '.companions.0.items', message: 'must be number' }], schema, ui)).toEqual(['随行人员 › 携带物品数：must be number']);
  });

  it('keeps errors of the whole form, of undrawn and of hidden fields', () => {
    expect(
      unshownErrors(
        [
          { property: '', message: 'must match a schema in anyOf' },
          { property: '.ghost', message: 'is required' },
          { property: '.token', message: 'is required' },
          { property: '.token', message: 'is required' },
        ],
        schema,
        ui,
      ),
    ).toEqual(['must match a schema in anyOf', 'ghost：is required', '令牌：is required']);
  });
});
