import { ApiError, Code } from '../../contract/errors';
import { validate, type RuleName } from '../../contract/rules/rules';
import { formatMessage } from '../../contract/rules/messages';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * §5 rules over several fields at once: every failing field is reported, so a form can mark them
 * all. A `required` field that is empty reports `requiredMessage` instead of passing silently.
 */
export function checkFields(checks: { field: string; rule: RuleName; value: unknown; required?: string }[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const c of checks) {
    const empty = c.value === undefined || c.value === null || (typeof c.value === 'string' && c.value.trim() === '');
    if (empty) {
      if (c.required) errors.push({ field: c.field, message: c.required });
      continue;
    }
    const key = validate(c.rule, c.value);
    if (key) errors.push({ field: c.field, message: formatMessage(key, 'zh') });
  }
  return errors;
}

/** Answers 400 with every field error as data and their messages joined as msg. */
export function failFields(errors: FieldError[]): never {
  throw new ApiError(Code.BadRequest, errors.map((e) => e.message).join('；'), errors);
}

export function assertFields(errors: FieldError[]) {
  if (errors.length) failFields(errors);
}
