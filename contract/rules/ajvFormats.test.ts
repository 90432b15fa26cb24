import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { addRuleFormats, ruleErrorKey, ruleErrorMessage, ruleFormats } from './ajvFormats';
import { ruleNames } from './rules';

const schema = {
  type: 'object',
  properties: {
    mobile: { type: 'string', format: 'ec-phone' },
    password: { type: 'string', format: 'ec-password' },
    account: { type: 'string', format: 'ec-account' },
    hours: { type: 'string', format: 'ec-time' },
    plain: { type: 'string', minLength: 2 },
  },
  additionalProperties: false,
};

function compile() {
  const ajv = addRuleFormats(new Ajv({ allErrors: true }));
  return ajv.compile(schema);
}

describe('addRuleFormats', () => {
  it('registers one ec-* format per rule', () => {
    const ajv = addRuleFormats(new Ajv());
    for (const name of ruleNames) expect(ajv.formats[`ec-${name}`], name).toBeDefined();
    expect(Object.keys(ruleFormats()).sort()).toEqual(ruleNames.map((n) => `ec-${n}`).sort());
  });

  it('accepts data that satisfies the rules', () => {
    const validate = compile();
    expect(validate({ mobile: '13800138000', password: 'abc123', account: 'admin1', hours: '1.5' })).toBe(true);
    expect(validate.errors).toBeNull();
  });

  it('reports each broken rule as a format error', () => {
    const validate = compile();
    expect(validate({ mobile: '12345', password: 'abcdef', account: 'admin_1', hours: '1.2' })).toBe(false);
    const formats = (validate.errors ?? []).map((e) => [e.instancePath, e.keyword, e.params.format]);
    expect(formats).toEqual([
      ['/mobile', 'format', 'ec-phone'],
      ['/password', 'format', 'ec-password'],
      ['/account', 'format', 'ec-account'],
      ['/hours', 'format', 'ec-time'],
    ]);
  });

  it('leaves non-string values to the type keyword', () => {
    const validate = compile();
    expect(validate({ mobile: 13800138000 })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(['type']);
  });

  it('makes an unregistered ec-* format a compile error (strict mode)', () => {
    const ajv = addRuleFormats(new Ajv());
    expect(() => ajv.compile({ type: 'string', format: 'ec-nope' })).toThrow(/unknown format/);
  });
});

describe('ruleErrorMessage', () => {
  it('maps ajv format errors back to the rule message in each language', () => {
    const validate = compile();
    validate({ mobile: '12345', account: 'a b', password: '123456' });
    const [mobile, password, account] = validate.errors ?? [];
    expect(ruleErrorMessage(mobile, 'zh')).toBe('请正确输入您的手机号');
    expect(ruleErrorMessage(mobile, 'zhtw')).toBe('請正確輸入您的手機號');
    expect(ruleErrorMessage(mobile, 'en')).toBe('Please enter a valid mobile phone number');
    expect(ruleErrorMessage(password, 'zh')).toBe('6-16位字符的密码（数字和字母组成）');
    expect(ruleErrorMessage(account)).toBe('只能输入数字英文');
    expect(ruleErrorKey(account)).toBe('accountInvalid');
  });

  it('returns null for errors that are not ours', () => {
    const validate = compile();
    validate({ plain: 'x' });
    expect(validate.errors?.[0].keyword).toBe('minLength');
    expect(ruleErrorMessage(validate.errors![0], 'en')).toBeNull();
    expect(ruleErrorMessage({ keyword: 'format', params: { format: 'email' } })).toBeNull();
    expect(ruleErrorMessage({ keyword: 'format', params: { format: 'ec-unknown' } })).toBeNull();
    expect(ruleErrorMessage({ keyword: 'format' })).toBeNull();
  });

  it('understands rjsf-shaped errors (name instead of keyword)', () => {
    expect(ruleErrorMessage({ name: 'format', params: { format: 'ec-positiveInteger' } }, 'en')).toBe(
      'Please enter a positive integer',
    );
  });
});
