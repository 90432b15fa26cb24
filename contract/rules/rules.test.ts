import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages';
import { isRuleName, ruleNames, rules, validate, type RuleName } from './rules';

// Each rule: values that must pass, values that must fail.
const cases: Record<RuleName, { valid: string[]; invalid: string[] }> = {
  phone: {
    valid: ['13800138000', '19912345678', '15000000000'],
    invalid: ['12800138000', '10800138000', '1380013800', '138001380001', '2380013800a', '1380013800a', ' 13800138000', '+8613800138000'],
  },
  password: {
    valid: ['abc123', 'A1b2C3d4E5f6G7h8', '1abcde', 'Password1'],
    invalid: ['abcdef', '123456', 'abc12', 'a1b2c3d4e5f6g7h8i', 'abc 123', 'abc_123', 'ab12！c', '密码abc123'],
  },
  email: {
    valid: ['a@b.cn', 'john.doe+tag@mail.example.com', 'x_y%z-1@sub-domain.org', 'USER@EXAMPLE.COM'],
    invalid: ['plain', '@b.cn', 'a@', 'a@b', 'a@b.c', 'a@.cn', 'a@-b.cn', 'a@b-.cn', '.a@b.cn', 'a.@b.cn', 'a..b@c.cn', 'a b@c.cn', 'a@b..cn'],
  },
  idCard: {
    valid: ['11010519491231002X', '11010519491231002x', '440524188001010014', '320106200002291230', '110105199003071239', '110105491231002'],
    invalid: [
      '110105194912310021', // wrong checksum
      '11010519491231002', // 17 digits
      '010105194912310021', // region may not start with 0
      '110105194913310028', // month 13
      '110105190002291236', // 1900 is not a leap year
      '110105170001011234', // year 17xx
      '11010549123100', // 14 digits
      '110105491331002', // 15-digit, month 13
      '110105490230002', // 15-digit, 30 Feb
      '11010519491231002Y',
    ],
  },
  carPlate: {
    valid: ['京A12345', '粤B8K9L2', '沪AD12345', '苏E12345D', '浙AF12345', '川A1234学', '粤Z1234港', '鲁B1234挂', '京AA12345'],
    invalid: ['京A1234', '京A123456', 'XA12345', '京a12345', '京A1234I', '京A1O345', '京AX12345', '京A12345X', '京AD1234A', '学A12345'],
  },
  chinese: {
    valid: ['中文', '教育云', '繁體中文'],
    invalid: ['中文a', 'abc', '中 文', '中文1', '中文，', '１２'],
  },
  code: {
    valid: ['abc', 'A1', 'com.edu.cloud', 'v1.2.3', 'a', 'a..b'],
    invalid: ['.abc', 'abc.', '.', 'a-b', 'a_b', 'a b', '编码', 'a.b.'],
  },
  account: {
    valid: ['admin', 'Admin2024', '123456', 'a'],
    invalid: ['admin_1', 'ad min', 'admin@', '管理员', 'admin.1'],
  },
  name: {
    valid: ['张三', 'Class 3 (Grade 2)', '三年级（二班）', 'team_a-b', 'Room101'],
    invalid: ['a@b', 'name!', '名称#1', 'a/b', 'x&y', '   ', 'tab\tname', '<script>'],
  },
  digits: {
    valid: ['0', '007', '1234567890'],
    invalid: ['12a', '-1', '1.5', '１２', ' 1'],
  },
  time: {
    valid: ['0', '1', '24', '0.5', '1.5', '2.0', '3.50', '8.00'],
    invalid: ['1.25', '0.3', '-1', '-0.5', '.5', '1.', 'a', '1.05', '1,5'],
  },
  positiveInteger: {
    valid: ['1', '9', '10', '123456789'],
    invalid: ['0', '-1', '1.5', '01', '1.0', 'a', '+1'],
  },
};

describe('rules', () => {
  it('covers every rule in spec §5 and nothing else', () => {
    expect(ruleNames).toEqual([
      'phone', 'password', 'email', 'idCard', 'carPlate', 'chinese',
      'code', 'account', 'name', 'digits', 'time', 'positiveInteger',
    ]);
  });

  for (const name of Object.keys(cases) as RuleName[]) {
    describe(name, () => {
      for (const value of cases[name].valid) {
        it(`accepts ${JSON.stringify(value)}`, () => {
          expect(rules[name].test(value)).toBe(true);
          expect(validate(name, value)).toBeNull();
        });
      }
      for (const value of cases[name].invalid) {
        it(`refuses ${JSON.stringify(value)}`, () => {
          expect(rules[name].test(value)).toBe(false);
          expect(validate(name, value)).toBe(rules[name].message);
        });
      }
    });
  }

  it('uses the spec messages verbatim', () => {
    expect(formatMessage(rules.phone.message, 'zh')).toBe('请正确输入您的手机号');
    expect(formatMessage(rules.password.message, 'zh')).toBe('6-16位字符的密码（数字和字母组成）');
    expect(formatMessage(rules.email.message, 'zh')).toBe('请正确输入您的邮箱地址');
    expect(formatMessage(rules.account.message, 'zh')).toBe('只能输入数字英文');
    expect(formatMessage(rules.name.message, 'zh')).toBe('名称不能含有特殊符号');
    expect(formatMessage(rules.time.message, 'zh')).toBe('时间只能是整数和0.5的倍数');
    expect(formatMessage(rules.positiveInteger.message, 'zh')).toBe('请输入正整数');
  });

  it('gives each rule its own message key', () => {
    const keys = ruleNames.map((n) => rules[n].message);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('validate', () => {
  it('leaves empty values to the required check', () => {
    for (const name of ruleNames) {
      expect(validate(name, '')).toBeNull();
      expect(validate(name, undefined)).toBeNull();
      expect(validate(name, null)).toBeNull();
    }
  });

  it('checks numbers through their decimal text', () => {
    expect(validate('time', 1.5)).toBeNull();
    expect(validate('time', 2)).toBeNull();
    expect(validate('time', 1.25)).toBe('timeInvalid');
    expect(validate('positiveInteger', 3)).toBeNull();
    expect(validate('positiveInteger', 0)).toBe('positiveInteger');
    expect(validate('positiveInteger', -2)).toBe('positiveInteger');
    expect(validate('positiveInteger', 2.5)).toBe('positiveInteger');
    expect(validate('phone', 13800138000)).toBeNull();
  });

  it('refuses values that are neither text nor finite numbers', () => {
    expect(validate('digits', NaN)).toBe('digitsOnly');
    expect(validate('digits', Infinity)).toBe('digitsOnly');
    expect(validate('account', { a: 1 })).toBe('accountInvalid');
    expect(validate('account', ['a'])).toBe('accountInvalid');
    expect(validate('positiveInteger', true)).toBe('positiveInteger');
  });

  it('knows its rule names', () => {
    expect(isRuleName('phone')).toBe(true);
    expect(isRuleName('toString')).toBe(false);
    expect(isRuleName('mobile')).toBe(false);
  });
});
