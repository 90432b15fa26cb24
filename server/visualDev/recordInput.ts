import { ApiError, Code } from '../../contract/errors';
import { evaluateFormula } from '../../contract/formula/formula';
import type { Database } from '../db/client';
import { issueBillNumber } from '../billRule/issue';
import type { LoadedModel } from './modelStore';
import type { ModelField } from './pageModel';
import { declaredFields, fieldErrors, type FieldError } from './recordSchema';
import { joinTexts, LocalText, t } from '../../contract/texts';

export type RecordData = Record<string, unknown>;

export interface RecordContext {
  database: Database;
  userId: string;
  /** The signed-in user's organisation and department, for form.fill. */
  organizeId?: string | null;
  departmentId?: string | null;
  model: LoadedModel;
  /** Column codes the caller may not see: never written from the request, kept as stored. */
  denied: Set<string>;
}

export function failFields(errors: FieldError[], labels?: Map<string, ModelField>): never {
  const text = joinTexts(
    errors.map((e) => {
      const top = labels?.get(e.field.split('.')[0]);
      const name = top ? `${top.label}${e.field.includes('.') ? `(${e.field.slice(top.vModel.length + 1)})` : ''}` : e.field;
      return new LocalText((lang) => `${name}${lang === 'en' ? ': ' : '：'}${e.message.render(lang)}`);
    }),
  );
  throw new ApiError(Code.BadRequest, text, errors);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Formula results from the record's own values; whatever the client sent for them is discarded. */
export function applyFormulas(model: LoadedModel, data: RecordData) {
  for (const f of model.model.fields) {
    if (f.role === 'formula' && f.formula) data[f.vModel] = evaluateFormula(f.formula, data);
  }
}

/** Values that must name something that exists: dictionary items, users. */
async function checkReferences(database: Database, fields: ModelField[], data: RecordData): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const valuesOf = (v: unknown): string[] =>
    (Array.isArray(v) ? v : [v]).filter((x) => x !== null && x !== undefined && x !== '').map((x) => String(x));
  for (const f of fields) {
    const values = valuesOf(data[f.vModel]);
    if (!values.length) continue;
    if (f.dictionary) {
      const types = await database.query<{ id: string }>('SELECT id FROM dictionary_type WHERE lower(en_code) = lower($1)', [f.dictionary.code]);
      // A dictionary that is not (yet) defined cannot refuse a value.
      if (!types[0]) continue;
      const col = f.dictionary.valueField === 'id' ? 'id' : 'en_code';
      const found = await database.query<{ v: string }>(
        `SELECT ${col} AS v FROM dictionary_data WHERE dictionary_type_id = $1 AND ${col} = ANY($2::text[])`,
        [types[0].id, values],
      );
      const known = new Set(found.map((r) => r.v));
      if (values.some((v) => !known.has(v))) errors.push({ field: f.vModel, message: t('notAnOption') });
    } else if (f.options) {
      const known = new Set(f.options.map((o) => String(o.value)));
      if (values.some((v) => !known.has(v))) errors.push({ field: f.vModel, message: t('notAnOption') });
    } else if (f.role === 'user') {
      const found = await database.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[])', [values]);
      if (found.length !== new Set(values).size) errors.push({ field: f.vModel, message: t('userMissing') });
    } else if (f.role === 'organize' || f.role === 'department') {
      const found = await database.query<{ id: string }>('SELECT id FROM organize WHERE id = ANY($1::text[])', [values]);
      if (found.length !== new Set(values).size) errors.push({ field: f.vModel, message: t('organizeMissing') });
    }
  }
  return errors;
}

/**
 * Turns a request body into the record to store, or refuses it with every failing field.
 * Server-owned values (bill numbers, formulas, the current user) and columns the caller may not
 * see are never taken from the body; on update they keep their stored values. Bill numbers are
 * issued only once everything else has passed, so a refused record consumes no number.
 */
export async function prepareRecord(ctx: RecordContext, body: unknown, existing: RecordData | null): Promise<RecordData> {
  const { model } = ctx;
  if (!isPlainObject(body)) throw new ApiError(Code.BadRequest, t('recordNotObject'));
  const data: RecordData = {};
  for (const f of model.model.fields) {
    const keep = ctx.denied.has(f.vModel) || (model.serverFilled.has(f.vModel) && f.role !== 'formula');
    if (keep) {
      if (existing && existing[f.vModel] !== undefined) data[f.vModel] = existing[f.vModel];
      continue;
    }
  }
  // A field the page no longer has keeps its stored value (a republished page never loses data);
  // the edit form may send it back unchanged, and that is not a new field to refuse.
  const declared = declaredFields((model.schema.form?.schema ?? {}) as Record<string, unknown>);
  const retired = existing ? Object.keys(existing).filter((k) => !declared.has(k) && k !== 'id') : [];
  for (const [k, v] of Object.entries(body)) {
    if (k === 'id' || model.serverFilled.has(k) || ctx.denied.has(k) || retired.includes(k)) continue;
    if (v === null || v === undefined) continue;
    data[k] = v;
  }
  const fillFrom: Partial<Record<string, string | null | undefined>> = {
    currentUser: ctx.userId,
    currentOrganize: ctx.organizeId,
    currentDepartment: ctx.departmentId,
  };
  for (const f of model.model.fields) {
    const v = fillFrom[f.role];
    if (v && data[f.vModel] === undefined) data[f.vModel] = v;
  }
  applyFormulas(model, data);
  const validate = model.validator();
  const errors = validate(data) ? [] : fieldErrors(validate.errors);
  const failed = new Set(errors.map((e) => e.field));
  const checkable = model.model.fields.filter((f) => !failed.has(f.vModel));
  errors.push(...(await checkReferences(ctx.database, checkable, data)));
  if (errors.length) failFields(errors, model.model.byName);
  await fillBillNumbers(ctx.database, model, data);
  for (const k of retired) data[k] = existing![k];
  return data;
}

/** Bill-number fields get the next number of their rule on first save; a stored number never changes. */
export async function fillBillNumbers(database: Database, model: LoadedModel, data: RecordData) {
  for (const f of model.model.fields) {
    if (f.role !== 'billRule' || !f.rule || data[f.vModel]) continue;
    try {
      data[f.vModel] = await issueBillNumber(database, f.rule);
    } catch (e) {
      if (e instanceof ApiError) failFields([{ field: f.vModel, message: t('billRuleUnavailable', { rule: f.rule, reason: e.text }) }], model.model.byName);
      throw e;
    }
  }
}
