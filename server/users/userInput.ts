import { validate, type RuleName } from '../../contract/rules/rules';
import { type MessageKey } from '../../contract/rules/messages';
import { ruleText } from '../../contract/texts';
import type { FieldError } from '../http/errors';

export interface UserInput {
  account: string;
  realName: string;
  gender: number;
  mobile?: string | null;
  email?: string | null;
  organizeId: string;
  departmentId?: string | null;
  positionIds?: string[];
  roleIds?: string[];
  enabledMark?: number;
  headIcon?: string;
  description?: string | null;
  sortCode?: number;
  birthday?: number | null;
  /** Plain password when an administrator sets it (create); checked by the §5 password rule. */
  password?: string;
}

export const userInputSchema = {
  type: 'object',
  required: ['account', 'realName', 'organizeId'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    account: { type: 'string', minLength: 1, maxLength: 50 },
    realName: { type: 'string', minLength: 1, maxLength: 50 },
    gender: { type: 'integer', enum: [1, 2, 3], default: 1 },
    mobile: { type: ['string', 'null'], maxLength: 20 },
    email: { type: ['string', 'null'], maxLength: 100 },
    organizeId: { type: 'string', minLength: 1, maxLength: 64 },
    departmentId: { type: ['string', 'null'], maxLength: 64 },
    positionIds: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 64 } },
    roleIds: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 64 } },
    enabledMark: { type: 'integer', enum: [0, 1] },
    headIcon: { type: 'string', maxLength: 300 },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    birthday: { type: ['integer', 'null'] },
    password: { type: 'string', maxLength: 64 },
  },
} as const;

export type { FieldError } from '../http/errors';

/** §5 rules on the fields a person types; every failing field is reported, not just the first. */
export function checkUserInput(input: UserInput, opts: { requirePassword: boolean }): FieldError[] {
  const errors: FieldError[] = [];
  const check = (field: string, rule: RuleName, value: unknown) => {
    const key: MessageKey | null = validate(rule, value);
    if (key) errors.push({ field, message: ruleText(key) });
  };
  check('account', 'account', input.account);
  check('realName', 'name', input.realName);
  if (input.mobile) check('mobile', 'phone', input.mobile);
  if (input.email) check('email', 'email', input.email);
  // The password rule passes an empty value (it checks shape, not presence): a create without one
  // must still be refused, not reach the hashing with nothing.
  if (opts.requirePassword && !input.password) errors.push({ field: 'password', message: ruleText('required') });
  else if (input.password !== undefined) check('password', 'password', input.password);
  return errors;
}
