import { describe, expect, it } from 'vitest';
import { Sessions } from './sessions';
import { countingDatabase } from '../../tests/support/countingDatabase';

const TOKEN = 'a-token-long-enough-to-be-looked-up';
const reads = (seen: string[]) => seen.filter((s) => /FROM user_session/.test(s)).length;

describe('Sessions.check', () => {
  it('reads a session once however many requests of it arrive at the same time', async () => {
    const t = countingDatabase();
    const sessions = new Sessions(t.db, 3600);
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => sessions.check(TOKEN)));
    // No such session in this database: every request is refused, from one read.
    expect(verdicts.every((v) => !v.ok)).toBe(true);
    expect(reads(t.seen)).toBe(1);
    await sessions.check(TOKEN);
    expect(reads(t.seen)).toBe(1);
  });

  it('does not keep a read begun before the sessions were discarded', async () => {
    const t = countingDatabase();
    const sessions = new Sessions(t.db, 3600);
    t.hold();
    const first = sessions.check(TOKEN);
    await new Promise((r) => setTimeout(r, 5));
    // A logout on another instance arrives while the read is under way.
    sessions.discardAll();
    t.let();
    await first;
    await sessions.check(TOKEN);
    expect(reads(t.seen)).toBe(2);
  });
});
