import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/sessions';
import { AccessService } from './access';
import { countingDatabase } from '../../tests/support/countingDatabase';

const user = (id: string, isAdministrator = false): SessionUser => ({
  id,
  account: id,
  realName: id,
  organizeId: 'org',
  departmentId: null,
  isAdministrator,
  enabledMark: 1,
});

const catalogueStatements = (seen: string[]) => seen.filter((s) => /FROM module(_\w+)?\b/.test(s)).length;
const grantStatements = (seen: string[]) => seen.filter((s) => /FROM user_relation|FROM authorize/.test(s)).length;

describe('AccessService loads', () => {
  it('reads the catalogue and a user’s grants once however many requests ask at the same time', async () => {
    const { db, seen } = countingDatabase();
    const access = new AccessService(db);
    const teacher = user('teacher');
    await Promise.all(Array.from({ length: 20 }, () => access.forUser(teacher)));
    // Five catalogue tables, and the teacher's relations and grants: once, not twenty times.
    expect(catalogueStatements(seen)).toBe(5);
    expect(grantStatements(seen)).toBe(2);
    await access.forUser(teacher);
    expect(seen).toHaveLength(7);
  });

  /** Asks for the head's access, invalidates while the database holds the answer, then asks again: the statements of the second ask. */
  async function askedAgainAfterChange(warmCatalogue: boolean): Promise<string[]> {
    const t = countingDatabase();
    const access = new AccessService(t.db);
    if (warmCatalogue) await access.forUser(user('teacher'));
    t.hold();
    const first = access.forUser(user('head'));
    await new Promise((r) => setTimeout(r, 5));
    access.invalidate();
    t.let();
    await first;
    const before = t.seen.length;
    await access.forUser(user('head'));
    return t.seen.slice(before);
  }

  it('does not keep grants read before a grant changed', async () => {
    // The catalogue is cached; the change comes while the head's grants are read. That load was
    // answered but not kept: the next ask reads everything again.
    const again = await askedAgainAfterChange(true);
    expect(catalogueStatements(again)).toBe(5);
    expect(grantStatements(again)).toBe(2);
  });

  it('does not keep a catalogue read before a menu changed', async () => {
    expect(catalogueStatements(await askedAgainAfterChange(false))).toBe(5);
  });
});
