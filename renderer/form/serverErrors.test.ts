import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, toErrorSchema, unplacedErrors } from './serverErrors';

describe('server field errors', () => {
  it('reads [{field,message}] from a 400 rejection', () => {
    const err = Object.assign(new Error('x'), { code: 400, data: [{ field: 'account', message: '账户已存在' }, { field: 'mobile', message: '请正确输入您的手机号' }] });
    expect(fieldErrorsOf(err)).toHaveLength(2);
  });
  it('ignores other codes and shapes', () => {
    expect(fieldErrorsOf({ code: 500, data: [{ field: 'a', message: 'b' }] })).toBeNull();
    expect(fieldErrorsOf({ code: 400, data: null })).toBeNull();
    expect(fieldErrorsOf({ code: 400, data: [{ nope: 1 }] })).toBeNull();
    expect(fieldErrorsOf(new Error('network'))).toBeNull();
    expect(fieldErrorsOf(null)).toBeNull();
  });
  it('builds rjsf extraErrors, nesting dotted paths and merging duplicates', () => {
    expect(
      toErrorSchema([
        { field: 'account', message: 'A' },
        { field: 'account', message: 'A' },
        { field: 'address.city', message: 'C' },
      ]),
    ).toEqual({ account: { __errors: ['A'] }, address: { city: { __errors: ['C'] } } });
  });
  it('errors on fields the form does not draw go to the form-level alert', () => {
    expect(unplacedErrors([{ field: 'account', message: 'A' }, { field: 'roleIds', message: 'R' }], ['account'])).toEqual(['R']);
  });
});
