import { describe, expect, it } from 'vitest';
import { renderTexts } from '../../contract/texts';
import { readPageModel } from './pageModel';
import { compileRecordSchema, fieldErrors, serverFilledFields } from './recordSchema';
import { listFilter } from './recordQuery';
import { studentSchema } from './seedModels/student';
import { leaveSchema } from './seedModels/leave';
import { scoreSchema } from './seedModels/score';

describe('readPageModel', () => {
  it('derives roles, whitelists and the keyword fields from the seeded student page', () => {
    const m = readPageModel(studentSchema);
    expect(m.fields.map((f) => f.vModel)).toEqual(['studentNo', 'name', 'gender', 'ethnicity', 'organizeId', 'className', 'headTeacher', 'idCard', 'phone', 'enrolDate']);
    expect(m.byName.get('studentNo')).toMatchObject({ role: 'billRule', rule: 'studentNo' });
    expect(m.byName.get('headTeacher')?.role).toBe('user');
    expect(m.byName.get('organizeId')?.role).toBe('organize');
    expect(m.byName.get('gender')?.dictionary).toEqual({ code: 'gender', valueField: 'enCode' });
    // Identity numbers and phones are never keyword-searchable.
    expect(m.keywordFields).toEqual(['studentNo', 'name', 'className']);
    expect([...m.sortable.keys()]).toEqual(['studentNo', 'name', 'className', 'enrolDate']);
    expect(Object.fromEntries([...m.filters].map(([k, f]) => [k, f.kind]))).toEqual({ gender: 'equals', ethnicity: 'equals', enrolDate: 'range' });
    expect(m.tree).toEqual({ param: 'organizeId', field: 'className' });
  });

  it('reads formulas from form.formulas and the current-user fill', () => {
    const m = readPageModel(leaveSchema);
    expect(m.byName.get('days')).toMatchObject({ role: 'formula', formula: 'DAYS({endTime},{startTime})+1' });
    expect(m.byName.get('hours')).toMatchObject({ role: 'formula', formula: '{days}×8' });
    expect(m.keywordFields).toEqual(['billNo', 'reason']);
    expect(m.byName.get('applicant')?.role).toBe('currentUser');
    expect(m.byName.get('courseSwaps')?.columns?.map((c) => c.vModel)).toEqual(['date', 'className', 'subject', 'substitute', 'periods']);
    expect([...serverFilledFields(m)].sort()).toEqual(['applicant', 'billNo', 'days', 'hours', 'totalPeriods']);
  });

  it('reads fields named like Object members as plain fields, not as formulas or fills', () => {
    const schema = structuredClone(leaveSchema);
    const form = schema.form!;
    const props = form.schema.properties as Record<string, unknown>;
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) props[name] = { type: 'string', title: name };
    const m = readPageModel(schema);
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      expect(m.byName.get(name)).toMatchObject({ role: 'plain', type: 'string' });
      expect(m.byName.get(name)?.formula).toBeUndefined();
    }
  });

  it('keeps report totals', () => {
    expect(readPageModel(scoreSchema).totals).toEqual([{ field: 'name', fn: 'count' }, { field: 'score', fn: 'avg' }]);
  });
});

describe('record schema', () => {
  const m = readPageModel(leaveSchema);
  const validate = compileRecordSchema(leaveSchema.form!.schema, serverFilledFields(m));

  it('closes the form: unknown fields, also inside sub-table rows, are errors', () => {
    const ok = validate({ leaveType: 'sick', startTime: '2025-01-02', endTime: '2025-01-02', days: 1, reason: '病', extra: 1, courseSwaps: [{ date: '2025-01-02', className: 'a', subject: 'b', substitute: 'c', periods: 1, x: 1 }] });
    expect(ok).toBe(false);
    expect(fieldErrors(validate.errors).map((e) => e.field).sort()).toEqual(['courseSwaps.0.x', 'extra']);
  });

  it('does not require what the server fills, and caps strings the designer left open', () => {
    expect(validate({ leaveType: 'sick', startTime: '2025-01-02', endTime: '2025-01-02', days: 1, reason: '病' })).toBe(true);
    const open = compileRecordSchema({ type: 'object', properties: { note: { type: 'string' } } }, new Set());
    expect(open({ note: 'x'.repeat(2001) })).toBe(false);
    expect(renderTexts(fieldErrors(open.errors), 'zh')).toEqual([{ field: 'note', message: '不能超过2000个字符' }]);
    expect(renderTexts(fieldErrors(open.errors), 'en')).toEqual([{ field: 'note', message: 'cannot exceed 2000 characters' }]);
  });
});

describe('listFilter', () => {
  const m = readPageModel(studentSchema);
  it('binds every value and field name; the SQL text holds none of them', () => {
    const params: unknown[] = ['model-student'];
    const f = listFilter(m, { keyword: "x' OR '1'='1", gender: '1', enrolDate: '2024-01-01,2024-12-31', organizeId: 'org1', className: '初一(1)班', sidx: 'name', sort: 'desc' }, new Set(), params);
    const sql = f.where.join(' AND ') + f.orderBy([...params]);
    expect(sql).not.toMatch(/OR '1'|gender|初一|2024|name/);
    expect(params).toContain(JSON.stringify({ gender: '1' }));
  });

  it('refuses unknown filters and sorts', () => {
    expect(() => listFilter(m, { idCard: '1' }, new Set(), [])).toThrow(/查询字段不合法/);
    expect(() => listFilter(m, { sidx: 'idCard' }, new Set(), [])).toThrow('排序字段不合法');
    expect(() => listFilter(m, { sidx: 'name' }, new Set(['name']), [])).toThrow('排序字段不合法');
  });
});
