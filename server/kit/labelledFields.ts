import { validate, type RuleName } from '../../contract/rules/rules';
import { ruleText, t } from '../../contract/texts';
import type { FieldError } from '../http/errors';

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
