import { joinTexts, t, verbatim } from '../../contract/texts';
import { fieldErrors, type FieldError } from '../dictionary/input';
import { DATE_FORMATS, RESETS, resetFitsFormat, type DateFormat, type ResetBy } from './format';
import { Nullable, Type, type Static } from '../kit/schema';

export type BillRuleInput = Static<typeof billRuleSchema>;

/** The input after checking: every field present and in range. */
export interface BillRuleValues {
  fullName: string;
  enCode: string;
  prefix: string;
  dateFormat: DateFormat;
  digit: number;
  startNumber: number;
  resetBy: ResetBy;
  enabledMark: number;
  sortCode: number;
  description: string | null;
}

// Types only: ranges and choices are checked in code so each failing field gets a readable message.
/** Every field optional: `checkBillRule` reports missing ones as field errors, all at once. */
export const billRuleSchema = Type.Object(
  {
    fullName: Type.Optional(Type.String({ maxLength: 50 })),
    enCode: Type.Optional(Type.String({ maxLength: 50 })),
    prefix: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    dateFormat: Type.Optional(Type.String({ maxLength: 20 })),
    digit: Type.Optional(Type.Integer()),
    startNumber: Type.Optional(Type.Integer()),
    resetBy: Type.Optional(Type.String({ maxLength: 10 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);

const FORMAT_SEPARATOR = { zh: '、', zhtw: '、', en: ', ' };

const RESET_TEXT = { year: 'billRuleResetYear', month: 'billRuleResetMonth', day: 'billRuleResetDay' } as const;

export function checkBillRule(input: BillRuleInput): { errors: FieldError[]; values: BillRuleValues } {
  const errors = fieldErrors([
    { field: 'fullName', label: '规则名称', value: input.fullName, rule: 'name', required: true },
    { field: 'enCode', label: '规则编码', value: input.enCode, rule: 'code', required: true },
  ]);
  const prefix = (input.prefix ?? '').trim();
  if (!/^[A-Za-z0-9_-]*$/.test(prefix)) errors.push({ field: 'prefix', message: t('billRulePrefixInvalid') });
  const dateFormat = (input.dateFormat || 'none') as DateFormat;
  if (!DATE_FORMATS.includes(dateFormat)) errors.push({ field: 'dateFormat', message: t('billRuleDateFormatInvalid', { formats: joinTexts(DATE_FORMATS.map(verbatim), FORMAT_SEPARATOR) }) });
  const resetBy = (input.resetBy || 'never') as ResetBy;
  if (!RESETS.includes(resetBy)) errors.push({ field: 'resetBy', message: t('billRuleResetInvalid') });
  else if (resetBy !== 'never' && DATE_FORMATS.includes(dateFormat) && !resetFitsFormat(resetBy, dateFormat)) errors.push({ field: 'resetBy', message: t(RESET_TEXT[resetBy]) });
  const digit = input.digit;
  if (digit === undefined || !Number.isInteger(digit) || digit < 1 || digit > 10) errors.push({ field: 'digit', message: t('billRuleDigitInvalid') });
  const startNumber = input.startNumber ?? 1;
  if (!Number.isInteger(startNumber) || startNumber < 0) errors.push({ field: 'startNumber', message: t('billRuleStartInvalid') });
  else if (digit && digit >= 1 && digit <= 10 && String(startNumber).length > digit) errors.push({ field: 'startNumber', message: t('billRuleStartTooLong') });
  return {
    errors,
    values: {
      fullName: (input.fullName ?? '').trim(),
      enCode: (input.enCode ?? '').trim(),
      prefix,
      dateFormat,
      digit: digit ?? 0,
      startNumber,
      resetBy,
      enabledMark: input.enabledMark ?? 1,
      sortCode: input.sortCode ?? 0,
      description: input.description ?? null,
    },
  };
}
