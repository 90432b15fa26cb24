import { describe, expect, it } from 'vitest';
import { isLoggedOperation } from './operationLog';

describe('isLoggedOperation', () => {
  it('logs successful writes of a signed-in user', () => {
    expect(isLoggedOperation('POST', '/api/Permission/Users', 200, true)).toBe(true);
    expect(isLoggedOperation('DELETE', '/api/Permission/Users/:id', 200, true)).toBe(true);
  });
  it('skips reads, failures, anonymous calls and the login routes', () => {
    expect(isLoggedOperation('GET', '/api/Permission/Users', 200, true)).toBe(false);
    expect(isLoggedOperation('POST', '/api/Permission/Users', 400, true)).toBe(false);
    expect(isLoggedOperation('POST', '/api/Permission/Users', 200, false)).toBe(false);
    expect(isLoggedOperation('POST', '/api/Common/Login/LockScreen', 200, true)).toBe(false);
    expect(isLoggedOperation('POST', '/api/Common/Login/IframeToken/Create', 200, true)).toBe(false);
    expect(isLoggedOperation('POST', undefined, 200, true)).toBe(false);
  });
});
