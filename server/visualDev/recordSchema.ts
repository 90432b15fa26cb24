import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { addRuleFormats, ruleErrorKey, ruleErrorMessage } from '../../contract/rules/ajvFormats';
import type { PageModel } from './pageModel';
import { ruleText, t, verbatim, type LocalText, type TextKey } from '../../contract/texts';
import type { FieldError } from '../http/errors';

export type { FieldError } from '../http/errors';

/** Limits a designer forgot to set still hold: a record cannot carry megabytes in one field. */
const DEFAULT_MAX_LENGTH = 2000;
const DEFAULT_MAX_ITEMS = 500;

type Json = Record<string, unknown>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function buildAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addRuleFormats(ajv);
  // rjsf's date widgets write 'YYYY-MM-DD' and ISO date-times; the rest of JSON Schema's formats are
  // checked loosely, since ajv-formats is not one of our dependencies.
  ajv.addFormat('date', { type: 'string', validate: isDate });
  ajv.addFormat('date-time', { type: 'string', validate: (s: string) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s) });
  ajv.addFormat('time', { type: 'string', validate: (s: string) => /^\d{2}:\d{2}(:\d{2})?$/.test(s) });
  ajv.addFormat('email', { type: 'string', validate: (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) });
  ajv.addFormat('uri', { type: 'string', validate: (s: string) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(s) });
  ajv.addFormat('data-url', { type: 'string', validate: (s: string) => s.startsWith('data:') });
  return ajv;
}

let ajv: Ajv | null = null;

/**
 * The schema a stored record must satisfy: the form's schema, closed (no field the form does not
 * define), with length and count limits filled in, and without `required` on the fields the server
 * fills itself (bill numbers, formulas, the current user), which are checked after filling.
 */
export function recordJsonSchema(formSchema: Json, serverFilled: Set<string>): Json {
  const close = (s: Json, topLevel: boolean): Json => {
    const out: Json = { ...s };
    if (out.type === 'object' || out.properties) {
      const props: Json = {};
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Json>)) props[k] = close(v, false);
      // Fields that only a branch declares (rjsf's `dependencies`, if/then, oneOf) are the form's
      // fields too: closing the object must not refuse them. The branch itself still checks them.
      for (const k of conditionalFields(s)) if (!Object.hasOwn(props, k)) props[k] = {};
      out.properties = props;
      out.additionalProperties = false;
      if (topLevel && Array.isArray(s.required)) out.required = (s.required as string[]).filter((r) => !serverFilled.has(r));
    }
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes('string') && out.maxLength === undefined) out.maxLength = DEFAULT_MAX_LENGTH;
    if (types.includes('array')) {
      if (out.maxItems === undefined) out.maxItems = DEFAULT_MAX_ITEMS;
      if (out.items && typeof out.items === 'object' && !Array.isArray(out.items)) out.items = close(out.items as Json, false);
    }
    // Display hints are not constraints; `readOnly` fields are server-filled and handled before this.
    delete out.readOnly;
    delete out.default;
    return out;
  };
  return close(formSchema, true);
}

const isJson = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** Pure: property names declared only inside conditional parts of an object schema. */
function conditionalFields(s: Json): string[] {
  const branches: unknown[] = [];
  if (isJson(s.dependencies)) branches.push(...Object.values(s.dependencies));
  for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(s[key])) branches.push(...(s[key] as unknown[]));
  branches.push(s.then, s.else);
  const names: string[] = [];
  for (const b of branches) {
    if (!isJson(b)) continue;
    if (isJson(b.properties)) names.push(...Object.keys(b.properties));
    names.push(...conditionalFields(b));
  }
  return names;
}

/** Pure: every top-level field a form declares, its conditional ones included. */
export function declaredFields(formSchema: Json): Set<string> {
  return new Set([...Object.keys(isJson(formSchema.properties) ? formSchema.properties : {}), ...conditionalFields(formSchema)]);
}

export function compileRecordSchema(formSchema: Json, serverFilled: Set<string>): ValidateFunction {
  ajv ??= buildAjv();
  return ajv.compile(recordJsonSchema(formSchema, serverFilled));
}

const TYPE_NAMES: Record<string, TextKey> = {
  string: 'recordTypeString',
  number: 'recordTypeNumber',
  integer: 'recordTypeInteger',
  boolean: 'recordTypeBoolean',
  array: 'recordTypeArray',
  object: 'recordTypeObject',
};

function messageOf(e: ErrorObject): LocalText {
  const p = e.params as Record<string, unknown>;
  const limit = String(p.limit);
  switch (e.keyword) {
    case 'required':
      return ruleText('required');
    case 'format': {
      const rule = ruleErrorKey(e);
      return rule ? ruleText(rule) : t(p.format === 'date' ? 'recordDateInvalid' : 'recordFormatInvalid');
    }
    case 'type': {
      const type = String(p.type).split(',')[0];
      return t('recordTypeExpected', { type: Object.hasOwn(TYPE_NAMES, type) ? t(TYPE_NAMES[type]) : type });
    }
    case 'maxLength':
      return t('recordTooLong', { limit });
    case 'minLength':
      return Number(p.limit) <= 1 ? ruleText('required') : t('recordTooShort', { limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return t('recordTooLarge', { limit });
    case 'minimum':
    case 'exclusiveMinimum':
      return t('recordTooSmall', { limit });
    case 'multipleOf':
      return Number(p.multipleOf) === 0.5 ? ruleText('timeInvalid') : t('recordNotMultiple', { step: String(p.multipleOf) });
    case 'maxItems':
      return t('recordTooManyItems', { limit });
    case 'minItems':
      return Number(p.limit) <= 1 ? ruleText('required') : t('recordTooFewItems', { limit });
    case 'additionalProperties':
      return t('recordFieldUnknown');
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return t('notAnOption');
    case 'pattern':
      return t('recordFormatInvalid');
    default:
      // Any other keyword: ajv's own wording, the same in every language, as before.
      return e.message ? verbatim(e.message) : t('recordValueInvalid');
  }
}

/** ajv's pointer '/courseSwaps/0/periods' as the form names it: 'courseSwaps.0.periods'. */
function fieldOf(e: ErrorObject): string {
  const base = e.instancePath.replace(/^\//, '').split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') base.push(String(p.missingProperty));
  if (e.keyword === 'additionalProperties') base.push(String(p.additionalProperty));
  return base.filter((s) => s !== '').join('.');
}

/** One message per failing field (the most specific ajv gave), every failing field reported. */
export function fieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors ?? []) {
    if (e.keyword === 'if') continue;
    const field = fieldOf(e);
    const prev = byField.get(field);
    // A oneOf/anyOf summary says less than the branch error beside it; keep the first concrete one.
    if (prev && e.keyword !== 'format') continue;
    if (prev && e.keyword === 'format' && !ruleErrorMessage(e)) continue;
    byField.set(field, { field, message: messageOf(e) });
  }
  return [...byField.values()];
}

/** The fields the server writes itself, never taken from the client. */
export function serverFilledFields(model: PageModel): Set<string> {
  const own = new Set(['billRule', 'formula', 'currentUser', 'currentOrganize', 'currentDepartment']);
  return new Set(model.fields.filter((f) => own.has(f.role)).map((f) => f.vModel));
}
