import { validate } from '../../rules/rules';
import type { MessageKey } from '../../rules/messages';

/*
 * 表单示例 (研学活动报名): the linkage rules of the example form, the server's side of them. The page
 * schema (schemas/extend-form.json) shows and requires fields with the same conditions; the server
 * checks them again and recomputes the computed fields, so a hand-made request cannot store a
 * record the form would refuse.
 */

/** 学段 → its grades: the grade's choices depend on the stage chosen. */
export const STAGE_GRADES: Record<string, string[]> = {
  小学: ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'],
  初中: ['七年级', '八年级', '九年级'],
  高中: ['高一', '高二', '高三'],
};
export const TRIP_KINDS = ['博物馆', '科技馆', '农业基地', '其他'];

export const TRIP_LABELS = {
  title: '活动名称', stage: '学段', grade: '年级', kind: '活动类型', otherKind: '其他类型说明', startDate: '开始日期', endDate: '结束日期',
  people: '人数', price: '人均费用', needBus: '需要校车', pickup: '上车地点', contactPhone: '联系电话',
} as const;
export type TripField = keyof typeof TRIP_LABELS;

export type TripProblem =
  | { field: TripField; kind: 'required' }
  | { field: TripField; kind: 'oneOf'; choices: string }
  | { field: TripField; kind: 'range'; min: number; max: number }
  | { field: 'endDate'; kind: 'beforeStart' }
  | { field: TripField; kind: 'rule'; message: MessageKey };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days from start to end, both counted (the form's DAYS({endDate},{startDate})+1). */
export function tripDays(start: unknown, end: unknown): number | null {
  if (typeof start !== 'string' || typeof end !== 'string' || !DAY.test(start.slice(0, 10)) || !DAY.test(end.slice(0, 10))) return null;
  return Math.round((Date.parse(end.slice(0, 10)) - Date.parse(start.slice(0, 10))) / 86_400_000) + 1;
}

/** Every problem of a submitted trip; the conditional rules mirror the schema's linkage. */
export function tripProblems(d: Partial<Record<TripField, unknown>>): TripProblem[] {
  const out: TripProblem[] = [];
  for (const f of ['title', 'stage', 'grade', 'kind', 'startDate', 'endDate', 'people'] as const) if (blank(d[f])) out.push({ field: f, kind: 'required' });
  if (!blank(d.stage) && !STAGE_GRADES[String(d.stage)]) out.push({ field: 'stage', kind: 'oneOf', choices: Object.keys(STAGE_GRADES).join('、') });
  else if (!blank(d.stage) && !blank(d.grade) && !STAGE_GRADES[String(d.stage)].includes(String(d.grade)))
    out.push({ field: 'grade', kind: 'oneOf', choices: STAGE_GRADES[String(d.stage)].join('、') });
  if (!blank(d.kind) && !TRIP_KINDS.includes(String(d.kind))) out.push({ field: 'kind', kind: 'oneOf', choices: TRIP_KINDS.join('、') });
  // required-if: 其他 needs its description; a bus needs a pick-up point.
  if (d.kind === '其他' && blank(d.otherKind)) out.push({ field: 'otherKind', kind: 'required' });
  if (d.needBus === true && blank(d.pickup)) out.push({ field: 'pickup', kind: 'required' });
  if (!blank(d.people) && (!Number.isInteger(Number(d.people)) || Number(d.people) < 1 || Number(d.people) > 500)) out.push({ field: 'people', kind: 'range', min: 1, max: 500 });
  if (!blank(d.price) && (!Number.isFinite(Number(d.price)) || Number(d.price) < 0 || Number(d.price) > 10000)) out.push({ field: 'price', kind: 'range', min: 0, max: 10000 });
  const days = tripDays(d.startDate, d.endDate);
  if (!blank(d.startDate) && !blank(d.endDate) && (days === null || days < 1)) out.push({ field: 'endDate', kind: 'beforeStart' });
  if (!blank(d.contactPhone)) {
    const key = validate('phone', d.contactPhone);
    if (key) out.push({ field: 'contactPhone', kind: 'rule', message: key });
  }
  return out;
}

/** The computed fields as the server stores them, whatever the request said. */
export function tripComputed(d: Partial<Record<TripField, unknown>>): { days: number; total: number } {
  const days = tripDays(d.startDate, d.endDate) ?? 0;
  const total = Math.round(Number(d.people ?? 0) * Number(d.price ?? 0) * 100) / 100;
  return { days, total: Number.isFinite(total) ? total : 0 };
}
