import { validate } from '../../rules/rules';
import type { MessageKey } from '../../rules/messages';

/*
 * 导入导出: the roster's columns (the template, the export and the import read the same list) and
 * the check of imported rows. Pure, so the server's import and its unit test share it; the server
 * turns each problem into its text in the caller's language.
 */

export const STUDENT_COLUMNS = [
  { key: 'studentNo', zh: '学号', width: 12 },
  { key: 'name', zh: '姓名', width: 10 },
  { key: 'gender', zh: '性别', width: 6 },
  { key: 'school', zh: '学校', width: 16 },
  { key: 'grade', zh: '年级', width: 6 },
  { key: 'className', zh: '班级', width: 8 },
  { key: 'phone', zh: '联系电话', width: 14 },
  { key: 'birthday', zh: '出生日期', width: 12 },
] as const;

export type StudentKey = (typeof STUDENT_COLUMNS)[number]['key'];
export const MAX_IMPORT_ROWS = 2000;

export interface StudentInput {
  studentNo: string;
  name: string;
  gender: '男' | '女';
  school: string;
  grade: number;
  className: string;
  phone: string;
  birthday: string | null;
}

/** One problem of one row: `row` is the spreadsheet's row number (the header is row 1). */
export type RowProblem =
  | { row: number; field: StudentKey; kind: 'required' }
  | { row: number; field: StudentKey; kind: 'tooLong'; max: number }
  | { row: number; field: StudentKey; kind: 'range'; min: number; max: number }
  | { row: number; field: StudentKey; kind: 'oneOf'; choices: string }
  | { row: number; field: StudentKey; kind: 'date' }
  | { row: number; field: StudentKey; kind: 'rule'; message: MessageKey }
  | { row: number; field: 'studentNo'; kind: 'duplicate'; no: string }
  | { row: number; field: 'studentNo'; kind: 'duplicateInFile'; no: string; first: number };

export interface SheetRow {
  row: number;
  values: Record<string, unknown>;
}

/** The header row's cells → column keys by position; null when a template column is missing. */
export function headerKeys(header: unknown[]): (StudentKey | null)[] | null {
  const byName = new Map<string, StudentKey>(STUDENT_COLUMNS.map((c) => [c.zh, c.key]));
  for (const c of STUDENT_COLUMNS) byName.set(c.key.toLowerCase(), c.key);
  const keys = header.map((h) => byName.get(String(h ?? '').trim()) ?? byName.get(String(h ?? '').trim().toLowerCase()) ?? null);
  return STUDENT_COLUMNS.every((c) => keys.includes(c.key)) ? keys : null;
}

const text = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v === null || v === undefined ? '' : String(v).trim());

/** A spreadsheet date arrives as a Date (Excel) or text (CSV): both become YYYY-MM-DD, or 'bad'. */
function dateText(v: unknown): string | null | 'bad' {
  const s = text(v);
  if (!s) return null;
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s.slice(0, 10));
  if (!m) return 'bad';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return 'bad';
  return d.toISOString().slice(0, 10);
}

/**
 * Each row checked on its own (every problem of a row is reported, not just the first), then
 * student numbers against the stored ones and against earlier rows of the same file.
 */
export function checkStudentRows(sheet: SheetRow[], storedNos: ReadonlySet<string>): { valid: (StudentInput & { row: number })[]; problems: RowProblem[] } {
  const valid: (StudentInput & { row: number })[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of sheet) {
    const before = problems.length;
    const v = (k: StudentKey) => text(values[k]);
    const required = (k: StudentKey, max: number) => {
      const s = v(k);
      if (!s) problems.push({ row, field: k, kind: 'required' });
      else if ([...s].length > max) problems.push({ row, field: k, kind: 'tooLong', max });
      return s;
    };
    const studentNo = required('studentNo', 20);
    if (studentNo && validate('digits', studentNo)) problems.push({ row, field: 'studentNo', kind: 'rule', message: 'digitsOnly' });
    const name = required('name', 20);
    const gender = v('gender');
    if (!gender) problems.push({ row, field: 'gender', kind: 'required' });
    else if (gender !== '男' && gender !== '女') problems.push({ row, field: 'gender', kind: 'oneOf', choices: '男, 女' });
    const school = required('school', 40);
    const gradeText = v('grade');
    const grade = Number(gradeText);
    if (!gradeText) problems.push({ row, field: 'grade', kind: 'required' });
    else if (!Number.isInteger(grade) || grade < 1 || grade > 12) problems.push({ row, field: 'grade', kind: 'range', min: 1, max: 12 });
    const className = required('className', 10);
    const phone = v('phone');
    if (phone) {
      const key = validate('phone', phone);
      if (key) problems.push({ row, field: 'phone', kind: 'rule', message: key });
    }
    const birthday = dateText(values.birthday);
    if (birthday === 'bad') problems.push({ row, field: 'birthday', kind: 'date' });
    if (studentNo) {
      const first = seen.get(studentNo);
      if (first !== undefined) problems.push({ row, field: 'studentNo', kind: 'duplicateInFile', no: studentNo, first });
      else {
        seen.set(studentNo, row);
        if (storedNos.has(studentNo)) problems.push({ row, field: 'studentNo', kind: 'duplicate', no: studentNo });
      }
    }
    if (problems.length === before)
      valid.push({ row, studentNo, name, gender: gender as '男' | '女', school, grade, className, phone, birthday: birthday === 'bad' ? null : birthday });
  }
  return { valid, problems };
}
