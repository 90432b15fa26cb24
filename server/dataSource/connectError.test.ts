import { describe, expect, it } from 'vitest';
import { connectReason } from './connectError';

describe('why a data source could not be reached', () => {
  it('names the usual causes of both drivers', () => {
    expect(connectReason({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.1:5432' })).toBe('dsReasonRefused');
    expect(connectReason({ code: 'ENOTFOUND' })).toBe('dsReasonNotFound');
    expect(connectReason({ message: 'Connection terminated due to connection timeout' })).toBe('dsReasonTimeout');
    expect(connectReason({ code: 'ETIMEDOUT' })).toBe('dsReasonTimeout');
    expect(connectReason({ code: '28P01' })).toBe('dsReasonAuth');
    expect(connectReason({ code: 'ER_ACCESS_DENIED_ERROR', errno: 1045 })).toBe('dsReasonAuth');
    expect(connectReason({ code: '3D000' })).toBe('dsReasonNoDatabase');
    expect(connectReason({ code: 'ER_BAD_DB_ERROR' })).toBe('dsReasonNoDatabase');
    expect(connectReason(new Error('something else'))).toBe('dsReasonOther');
    expect(connectReason(null)).toBe('dsReasonOther');
  });
});
