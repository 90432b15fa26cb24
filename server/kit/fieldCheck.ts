import { validate, type RuleName } from '../../contract/rules/rules';
import { ruleText, type LocalText } from '../../contract/texts';
import { type FieldError } from '../http/errors';

export { assertFields, failFields, type FieldError } from '../http/errors';

/**
 * §5 rules over several fields at once: every failing field is reported, so a form can mark them
 * all. A `required` field that is empty reports `requiredMessage` instead of passing silently.
 */
export function checkFields(checks: { field: string; rule: RuleName; value: unknown; required?: LocalText }[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const c of checks) {
    const empty = c.value === undefined || c.value === null || (typeof c.value === 'string' && c.value.trim() === '');
    if (empty) {
      if (c.required) errors.push({ field: c.field, message: c.required });
      continue;
    }
    const key = validate(c.rule, c.value);
    if (key) errors.push({ field: c.field, message: ruleText(key) });
  }
  return errors;
}
