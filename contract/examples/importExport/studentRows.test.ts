import { describe, expect, it } from 'vitest';
import { checkStudentRows, headerKeys, STUDENT_COLUMNS } from './studentRows';

const good = { studentNo: '20250001', name: '林一', gender: '女', school: '城东第一中学', grade: 8, className: '2班', phone: '13800001111', birthday: '2011-03-05' };

describe('导入导出: imported rows', () => {
  it('a good row passes and keeps its spreadsheet row number', () => {
    const r = checkStudentRows([{ row: 2, values: good }], new Set());
    expect(r.problems).toEqual([]);
    expect(r.valid).toEqual([{ row: 2, ...good }]);
  });

  it('reports every problem of a row, not just the first, and leaves the row out', () => {
    const r = checkStudentRows([{ row: 3, values: { ...good, name: '', gender: '未知', grade: 13, phone: '123', birthday: '2011-02-30' } }], new Set());
    expect(r.valid).toEqual([]);
    expect(r.problems.map((p) => [p.row, p.field, p.kind])).toEqual([
      [3, 'name', 'required'],
      [3, 'gender', 'oneOf'],
      [3, 'grade', 'range'],
      [3, 'phone', 'rule'],
      [3, 'birthday', 'date'],
    ]);
  });

  it('refuses a student number already stored or repeated in the file, naming the first row', () => {
    const r = checkStudentRows(
      [
        { row: 2, values: good },
        { row: 3, values: { ...good, studentNo: '20240001' } },
        { row: 4, values: { ...good, name: '林二' } },
      ],
      new Set(['20240001']),
    );
    expect(r.valid.map((v) => v.row)).toEqual([2]);
    expect(r.problems).toEqual([
      { row: 3, field: 'studentNo', kind: 'duplicate', no: '20240001' },
      { row: 4, field: 'studentNo', kind: 'duplicateInFile', no: '20250001', first: 2 },
    ]);
  });

  it('reads Excel dates and CSV text alike', () => {
    const r = checkStudentRows([{ row: 2, values: { ...good, birthday: new Date(Date.UTC(2011, 2, 5)), grade: '8' } }], new Set());
    expect(r.valid[0].birthday).toBe('2011-03-05');
    expect(r.valid[0].grade).toBe(8);
  });

  it('the header is matched by the template names in any order; a missing column refuses the file', () => {
    const names = STUDENT_COLUMNS.map((c) => c.zh).reverse();
    expect(headerKeys(names)?.[0]).toBe('birthday');
    expect(headerKeys(names.slice(1))).toBeNull();
  });
});
