import { describe, expect, it } from 'vitest';
import { editType, specOfTable } from './modelSpec';

describe('数据建模 editor columns', () => {
  it('reads both catalogues’ type spellings', () => {
    expect(editType('character varying(40)')).toEqual({ type: 'varchar', length: 40 });
    expect(editType('numeric(5,1)')).toEqual({ type: 'decimal', length: 5, scale: 1 });
    expect(editType('timestamp with time zone')).toEqual({ type: 'datetime' });
    expect(editType('int(11)')).toEqual({ type: 'integer' });
    expect(editType('tinyint(1)')).toEqual({ type: 'boolean' });
    expect(editType('jsonb')).toEqual({ type: 'json' });
    expect(editType('bytea')).toEqual({ type: 'text' });
  });

  it('keeps each column’s original name, so renaming one is not a drop and an add', () => {
    const cols = specOfTable({ name: 't', managed: true, indexes: [], columns: [{ name: 'id', type: 'bigint', nullable: false, defaultValue: null, primaryKey: true }] });
    expect(cols[0]).toMatchObject({ name: 'id', originalName: 'id', type: 'bigint', primaryKey: true });
  });
});
