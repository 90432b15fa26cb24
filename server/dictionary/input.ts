import { validate, type RuleName } from '../../contract/rules/rules';
import { ruleText, t } from '../../contract/texts';
import { type FieldError } from '../http/errors';

export { failFields, type FieldError } from '../http/errors';

export interface FieldCheck {
  field: string;
  /** What the form calls the field, for the "cannot be empty" text. */
  label: string;
  value: unknown;
  rule?: RuleName;
  required?: boolean;
}

/**
 * Presence and §5 rules over the fields a person types; every failing field is reported, not just the
 * first. Presence is checked here rather than by the JSON schema so the text names the field in Chinese.
 */
export function fieldErrors(checks: FieldCheck[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const c of checks) {
    const empty = c.value === undefined || c.value === null || (typeof c.value === 'string' && c.value.trim() === '');
    if (empty) {
      if (c.required) errors.push({ field: c.field, message: t('fieldRequired', { label: c.label }) });
      continue;
    }
    const key = c.rule ? validate(c.rule, c.value) : null;
    if (key) errors.push({ field: c.field, message: ruleText(key) });
  }
  return errors;
}

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const optionalText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

export interface DictionaryTypeInput {
  parentId?: string;
  fullName: string;
  enCode: string;
  isTree?: number;
  sortCode?: number;
  enabledMark?: number;
  description?: string | null;
}

// Unknown properties (the id the client echoes back, list-only fields) are dropped by ajv's removeAdditional.
export const dictionaryTypeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    parentId: { type: 'string', minLength: 1, maxLength: 64 },
    fullName: text(50),
    enCode: text(50),
    isTree: { type: 'integer', enum: [0, 1] },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    enabledMark: { type: 'integer', enum: [0, 1] },
    description: optionalText(500),
  },
} as const;

export interface DictionaryDataInput {
  dictionaryTypeId: string;
  parentId?: string;
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string | null;
}

export const dictionaryDataSchema = {
  type: 'object',
  required: ['dictionaryTypeId'],
  additionalProperties: false,
  properties: {
    dictionaryTypeId: { type: 'string', minLength: 1, maxLength: 64 },
    parentId: { type: 'string', minLength: 1, maxLength: 64 },
    fullName: text(50),
    enCode: text(50),
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    enabledMark: { type: 'integer', enum: [0, 1] },
    description: optionalText(500),
  },
} as const;

/** Optional body of the state actions: without enabledMark the state flips. */
export const stateBodySchema = {
  type: ['object', 'null'],
  properties: { enabledMark: { type: 'integer', enum: [0, 1] } },
} as const;

export const checkNameAndCode = (input: { fullName?: string; enCode?: string }, labels: { name: string; code: string }) =>
  fieldErrors([
    { field: 'fullName', label: labels.name, value: input.fullName, rule: 'name', required: true },
    { field: 'enCode', label: labels.code, value: input.enCode, rule: 'code', required: true },
  ]);
