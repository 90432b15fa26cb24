import { validate, type RuleName } from '../../contract/rules/rules';
import { type MessageKey } from '../../contract/rules/messages';
import { ruleText } from '../../contract/texts';
import type { FieldError } from '../http/errors';
import { Nullable, Type, type Static } from '../kit/schema';

// Integers with `enum` keep their type `number` (the stored user's gender and state are numbers too).
const Ids = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 });

export const userInputSchema = Type.Object(
  {
    id: Type.Optional(Type.String()),
    account: Type.String({ minLength: 1, maxLength: 50 }),
    realName: Type.String({ minLength: 1, maxLength: 50 }),
    gender: Type.Optional(Type.Integer({ enum: [1, 2, 3], default: 1 })),
    mobile: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    email: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    organizeId: Type.String({ minLength: 1, maxLength: 64 }),
    departmentId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    positionIds: Type.Optional(Ids),
    roleIds: Type.Optional(Ids),
    enabledMark: Type.Optional(Type.Integer({ enum: [0, 1] })),
    headIcon: Type.Optional(Type.String({ maxLength: 300 })),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    birthday: Type.Optional(Nullable(Type.Integer())),
    /** Plain password when an administrator sets it (create); checked by the §5 password rule. */
    password: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type UserInput = Static<typeof userInputSchema>;

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
