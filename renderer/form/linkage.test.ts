import { describe, expect, it } from 'vitest';
import type { FormDef } from '../../contract/pageModel/pageSchema';
import { applyStates, fieldStates, holds, pruneHidden, statesKey } from './linkage';

const def: FormDef = {
  schema: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string' }, kind: { type: 'string' }, school: { type: 'string' }, reason: { type: 'string' }, password: { type: 'string' }, note: { type: 'string' } },
  },
  uiSchema: { 'ui:order': ['name', 'kind', 'school', 'reason', 'password', 'note'] },
  linkage: [
    { when: { '==': [{ var: 'kind' }, 'student'] }, show: ['school'] },
    { when: { '>': [{ var: 'days' }, 3] }, require: ['reason'] },
    { when: { '==': [{ var: '$mode' }, 'edit'] }, disable: ['name'] },
    { when: { '==': [{ var: 'kind' }, 'guest'] }, hide: ['note'] },
  ],
  modes: { password: ['create'] },
};

describe('linkage (JSON Logic conditions as data)', () => {
  it('show fields stay hidden until their condition holds', () => {
    expect(fieldStates(def, {}, 'create').hidden).toContain('school');
    expect(fieldStates(def, { kind: 'student' }, 'create').hidden).not.toContain('school');
  });

  it('require, disable and hide apply while their condition holds', () => {
    expect(fieldStates(def, { days: 5 }, 'create').required).toEqual(['reason']);
    expect(fieldStates(def, { days: 2 }, 'create').required).toEqual([]);
    expect(fieldStates(def, {}, 'edit').disabled).toEqual(['name']);
    expect(fieldStates(def, {}, 'create').disabled).toEqual([]);
    expect(fieldStates(def, { kind: 'guest' }, 'create').hidden).toContain('note');
  });

  it('fields outside their modes are hidden (password only on create)', () => {
    expect(fieldStates(def, {}, 'create').hidden).not.toContain('password');
    expect(fieldStates(def, {}, 'edit').hidden).toContain('password');
  });

  it('a malformed rule never holds instead of throwing', () => {
    expect(holds({ no_such_op: [1, 2] }, {}, 'create')).toBe(false);
    expect(holds(true, {}, 'create')).toBe(true);
  });

  it('rules are data: a string that looks like code is only compared, never run', () => {
    const evil = { '==': [{ var: 'x' }, "alert('x')"] };
    expect(holds(evil, { x: 1 }, 'create')).toBe(false);
  });

  it('applyStates removes hidden fields from schema, required and ui:order and marks disabled ones', () => {
    const s = fieldStates(def, { days: 9 }, 'edit');
    const { schema, uiSchema } = applyStates(def.schema, def.uiSchema, s);
    const props = schema.properties as Record<string, unknown>;
    expect(Object.keys(props)).toEqual(['name', 'kind', 'reason', 'note']);
    expect(schema.required).toEqual(['name', 'reason']);
    expect(uiSchema['ui:order']).toEqual(['name', 'kind', 'reason', 'note']);
    expect((uiSchema.name as Record<string, unknown>)['ui:disabled']).toBe(true);
    // the definition itself is untouched
    expect(Object.keys(def.schema.properties as object)).toHaveLength(6);
  });

  it('the states key changes only when a field state flips', () => {
    expect(statesKey(fieldStates(def, { days: 4, name: 'a' }, 'create'))).toBe(statesKey(fieldStates(def, { days: 8, name: 'b' }, 'create')));
    expect(statesKey(fieldStates(def, { days: 2 }, 'create'))).not.toBe(statesKey(fieldStates(def, { days: 8 }, 'create')));
  });

  it('pruneHidden drops values of hidden fields', () => {
    expect(pruneHidden({ a: 1, school: 'x' }, ['school'])).toEqual({ a: 1 });
  });
});
