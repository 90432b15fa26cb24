import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./authApi', () => ({
  authApi: {
    logout: vi.fn(async () => {
      calls.push('logout call');
      return { code: 200, msg: '', data: null };
    }),
  },
}));

describe('signing out', () => {
  it('stops what must not hear its own logout (the live socket) before asking the server', async () => {
    const { beforeSignOut, signOut } = await import('./signIn');
    const unregister = beforeSignOut(() => calls.push('socket closed'));
    await signOut();
    expect(calls).toEqual(['socket closed', 'logout call']);
    unregister();
    calls.length = 0;
    await signOut();
    expect(calls).toEqual(['logout call']);
  });
});
