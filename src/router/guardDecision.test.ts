import { describe, expect, it } from 'vitest';
import { decide, onLoadFailure, type GuardInput } from './guardDecision';
import { isPublicPath } from './publicRoutes';

const input = (path: string, extra: Partial<GuardInput> = {}): GuardInput => {
  const [p, q = ''] = path.split('?');
  return {
    path: p,
    fullPath: path,
    query: Object.fromEntries(new URLSearchParams(q)),
    signedIn: null,
    locked: false,
    menusLoaded: false,
    ...extra,
  };
};

describe('guard when signed in', () => {
  const signedIn = { signedIn: 'mark', menusLoaded: true };

  it('a locked screen goes to /lockScreen from anywhere, and /lockScreen itself passes', () => {
    expect(decide(input('/permission/user', { ...signedIn, locked: true }))).toEqual({ type: 'redirect', to: '/lockScreen' });
    expect(decide(input('/login', { ...signedIn, locked: true }))).toEqual({ type: 'redirect', to: '/lockScreen' });
    expect(decide(input('/lockScreen', { ...signedIn, locked: true }))).toEqual({ type: 'pass' });
  });

  it('/login passes even before menus are loaded', () => {
    expect(decide(input('/login', { signedIn: 'mark' }))).toEqual({ type: 'pass' });
  });

  it('without loaded menus: load the user, build routes and re-enter', () => {
    expect(decide(input('/permission/user', { signedIn: 'mark' }))).toEqual({ type: 'loadUser' });
    expect(decide(input('/teacherSpace', { signedIn: 'mark' }))).toEqual({ type: 'loadUser' });
  });

  it('with menus loaded everything passes (unknown paths are the router’s 404)', () => {
    expect(decide(input('/permission/user', signedIn))).toEqual({ type: 'pass' });
    expect(decide(input('/no/such/page', signedIn))).toEqual({ type: 'pass' });
  });

  it('a failed load clears the token, shows a string error and goes to /login with the original path', () => {
    expect(onLoadFailure(new Error('登录过期,请重新登录'), '/a?b=1')).toEqual({
      clearToken: true,
      message: '登录过期,请重新登录',
      to: '/login?redirect=%2Fa%3Fb%3D1',
    });
    expect(onLoadFailure('验证失败，请重新登录。', '/x').message).toBe('验证失败，请重新登录。');
    expect(onLoadFailure({ weird: true }, '/x').message).toBeNull();
  });
});

describe('guard when signed out', () => {
  it.each(['/login', '/loginIn', '/auth-redirect', '/jump', '/door', '/website', '/companyAuthorize', '/teacherSpace', '/teacherStudio', '/display', '/thankyou', '/display/42', '/x/display/7', '/document', '/documentNew', '/noticeDetail', '/ClassTeachingDataCenter/detail', '/ProjectLearning'])(
    'public route %s passes',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
      expect(decide(input(path))).toEqual({ type: 'pass' });
    },
  );

  it('/home?token= adopts the token and lands on /home without it', () => {
    expect(decide(input('/home?token=abc&tab=1'))).toEqual({ type: 'adoptToken', token: 'abc', then: '/home?tab=1' });
  });

  it('/home without a token query goes to /login', () => {
    expect(decide(input('/home'))).toEqual({ type: 'redirect', to: '/login?redirect=%2Fhome' });
  });

  it('?iframeToken= is exchanged for a real token', () => {
    expect(decide(input('/permission/user?iframeToken=one-time'))).toEqual({
      type: 'exchangeIframeToken',
      iframeToken: 'one-time',
      then: '/permission/user',
    });
  });

  it('anything else goes to /login with the redirect', () => {
    expect(decide(input('/permission/user?keyword=x'))).toEqual({ type: 'redirect', to: '/login?redirect=%2Fpermission%2Fuser%3Fkeyword%3Dx' });
    expect(decide(input('/lockScreen', { locked: true }))).toEqual({ type: 'redirect', to: '/login?redirect=%2FlockScreen' });
  });

  it('only exact public paths are public', () => {
    expect(isPublicPath('/loginX')).toBe(false);
    expect(isPublicPath('/permission/user')).toBe(false);
  });
});
