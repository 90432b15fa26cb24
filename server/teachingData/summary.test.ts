import { describe, expect, it } from 'vitest';
import { summarise, type WeekRow } from './summary';

const row = (weekStart: string, subject: string, lessons: number, attendance: number, avgScore: number | null, homework = 1): WeekRow => ({ weekStart, subject, lessons, homework, attendance, avgScore });

describe('summarise', () => {
  it('weights attendance by lessons and averages only the weeks with a quiz', () => {
    const s = summarise([row('2026-11-02', '语文', 5, 100, 80), row('2026-11-09', '语文', 1, 40, null), row('2026-11-02', '数学', 4, 90, 70)]);
    expect(s.lessons).toBe(10);
    expect(s.homework).toBe(3);
    // (5×100 + 1×40 + 4×90) / 10
    expect(s.attendance).toBe(90);
    expect(s.avgScore).toBe(75);
    const chinese = s.subjects.find((x) => x.subject === '语文')!;
    expect(chinese.attendance).toBe(90);
    expect(chinese.avgScore).toBe(80);
  });
  it('orders subjects by lessons and weeks by date', () => {
    const s = summarise([row('2026-11-09', '英语', 2, 95, 88), row('2026-11-02', '数学', 6, 97, 76), row('2026-11-02', '英语', 1, 90, null)]);
    expect(s.subjects.map((x) => x.subject)).toEqual(['数学', '英语']);
    expect(s.weeks.map((w) => [w.weekStart, w.lessons])).toEqual([['2026-11-02', 7], ['2026-11-09', 2]]);
  });
  it('answers zeros and no score for no rows', () => {
    expect(summarise([])).toEqual({ lessons: 0, homework: 0, attendance: 0, avgScore: null, subjects: [], weeks: [] });
  });
});
