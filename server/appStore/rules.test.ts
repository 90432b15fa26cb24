import { describe, expect, it } from 'vitest';
import { averageScore, mayInstall } from './rules';

const teacher = { isAdministrator: false, roleIds: ['r-teacher'], orgPath: '/b/s1/d1/' };

describe('who may install an app', () => {
  it('lets everyone in when nothing narrows the offer', () => {
    expect(mayInstall({ allowRoleIds: [], allowOrgPaths: [] }, teacher)).toBe(true);
  });
  it('needs a held role when roles are named', () => {
    expect(mayInstall({ allowRoleIds: ['r-teacher'], allowOrgPaths: [] }, teacher)).toBe(true);
    expect(mayInstall({ allowRoleIds: ['r-head'], allowOrgPaths: [] }, teacher)).toBe(false);
  });
  it('needs the caller inside a named organisation (or below it)', () => {
    expect(mayInstall({ allowRoleIds: [], allowOrgPaths: ['/b/s1/'] }, teacher)).toBe(true);
    expect(mayInstall({ allowRoleIds: [], allowOrgPaths: ['/b/s2/'] }, teacher)).toBe(false);
    expect(mayInstall({ allowRoleIds: ['r-teacher'], allowOrgPaths: ['/b/s2/'] }, teacher)).toBe(false);
  });
  it('lets the super administrator install anything', () => {
    expect(mayInstall({ allowRoleIds: ['x'], allowOrgPaths: ['/y/'] }, { ...teacher, isAdministrator: true })).toBe(true);
  });
  it('averages scores to one decimal', () => {
    expect(averageScore(0, 0)).toBe(0);
    expect(averageScore(14, 3)).toBe(4.7);
  });
});
