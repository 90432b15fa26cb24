/*
 * 表格示例: what an edited cell of the classes table may hold. The page checks a cell before it
 * saves (the cell stays open with the message) and the server checks the same rules again.
 */

export const CLASS_FIELDS = {
  headTeacher: { zh: '班主任', kind: 'text', max: 20 },
  room: { zh: '教室', kind: 'text', max: 10 },
  boys: { zh: '男生', kind: 'int', min: 0, max: 40 },
  girls: { zh: '女生', kind: 'int', min: 0, max: 40 },
  average: { zh: '平均分', kind: 'number', min: 0, max: 100 },
} as const;

export type ClassField = keyof typeof CLASS_FIELDS;

export type CellProblem =
  | { field: ClassField; kind: 'required' }
  | { field: ClassField; kind: 'tooLong'; max: number }
  | { field: ClassField; kind: 'range'; min: number; max: number };

/** Problems of the fields present in `patch` (a cell edit sends one field; absent fields are kept). */
export function classEditProblems(patch: Partial<Record<ClassField, unknown>>): CellProblem[] {
  const out: CellProblem[] = [];
  for (const field of Object.keys(CLASS_FIELDS) as ClassField[]) {
    if (!(field in patch) || patch[field] === undefined) continue;
    const spec = CLASS_FIELDS[field];
    const v = patch[field];
    if (spec.kind === 'text') {
      const s = typeof v === 'string' ? v.trim() : '';
      if (!s && field === 'headTeacher') out.push({ field, kind: 'required' });
      else if ([...s].length > spec.max) out.push({ field, kind: 'tooLong', max: spec.max });
      continue;
    }
    if (v === null || v === '') {
      out.push({ field, kind: 'required' });
      continue;
    }
    const n = Number(v);
    const whole = spec.kind === 'int' ? Number.isInteger(n) : Number.isFinite(n) && Math.round(n * 10) === n * 10;
    if (!whole || n < spec.min || n > spec.max) out.push({ field, kind: 'range', min: spec.min, max: spec.max });
  }
  return out;
}
