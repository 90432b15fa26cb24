import { fieldErrors, type FieldError } from '../dictionary/input';
import { DATE_FORMATS, RESETS, resetFitsFormat, type DateFormat, type ResetBy } from './format';

export interface BillRuleInput {
  fullName?: string;
  enCode?: string;
  prefix?: string | null;
  dateFormat?: string;
  digit?: number;
  startNumber?: number;
  resetBy?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string | null;
}

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
export const billRuleSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fullName: { type: 'string', maxLength: 50 },
    enCode: { type: 'string', maxLength: 50 },
    prefix: { type: ['string', 'null'], maxLength: 20 },
    dateFormat: { type: 'string', maxLength: 20 },
    digit: { type: 'integer' },
    startNumber: { type: 'integer' },
    resetBy: { type: 'string', maxLength: 10 },
    enabledMark: { type: 'integer', enum: [0, 1] },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    description: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

const RESET_TEXT: Record<ResetBy, string> = {
  never: '',
  year: '按年重置时，日期格式需包含年份',
  month: '按月重置时，日期格式需精确到月',
  day: '按日重置时，日期格式需精确到日',
};

export function checkBillRule(input: BillRuleInput): { errors: FieldError[]; values: BillRuleValues } {
  const errors = fieldErrors([
    { field: 'fullName', label: '规则名称', value: input.fullName, rule: 'name', required: true },
    { field: 'enCode', label: '规则编码', value: input.enCode, rule: 'code', required: true },
  ]);
  const prefix = (input.prefix ?? '').trim();
  if (!/^[A-Za-z0-9_-]*$/.test(prefix)) errors.push({ field: 'prefix', message: '前缀只能输入字母、数字、下划线和短横线' });
  const dateFormat = (input.dateFormat || 'none') as DateFormat;
  if (!DATE_FORMATS.includes(dateFormat)) errors.push({ field: 'dateFormat', message: `日期格式只能是 ${DATE_FORMATS.join('、')}` });
  const resetBy = (input.resetBy || 'never') as ResetBy;
  if (!RESETS.includes(resetBy)) errors.push({ field: 'resetBy', message: '重置周期只能是 never、day、month、year' });
  else if (DATE_FORMATS.includes(dateFormat) && !resetFitsFormat(resetBy, dateFormat)) errors.push({ field: 'resetBy', message: RESET_TEXT[resetBy] });
  const digit = input.digit;
  if (digit === undefined || !Number.isInteger(digit) || digit < 1 || digit > 10) errors.push({ field: 'digit', message: '流水位数必须是1到10之间的整数' });
  const startNumber = input.startNumber ?? 1;
  if (!Number.isInteger(startNumber) || startNumber < 0) errors.push({ field: 'startNumber', message: '起始值必须是非负整数' });
  else if (digit && digit >= 1 && digit <= 10 && String(startNumber).length > digit) errors.push({ field: 'startNumber', message: '起始值的位数不能超过流水位数' });
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
