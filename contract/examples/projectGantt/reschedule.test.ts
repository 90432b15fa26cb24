import { describe, expect, it } from 'vitest';
import { moveTask, planProblems, planSpan, type GanttTask } from './reschedule';

const task = (id: string, start: number, duration: number, dependsOn: string[] = []): GanttTask => ({ id, name: id, start, duration, progress: 0, dependsOn });
const starts = (tasks: GanttTask[]) => Object.fromEntries(tasks.map((t) => [t.id, t.start]));

// a(0..3) → b(3..5) → d(7..8); a → c(4..6) (one day of slack)
const plan = () => [task('a', 0, 3), task('b', 3, 2, ['a']), task('c', 4, 2, ['a']), task('d', 7, 1, ['b', 'c'])];

describe('gantt rescheduling', () => {
  it('moving a task later shifts its dependants down the chain by just enough', () => {
    const r = moveTask(plan(), 'a', 2);
    // a ends on 5: b must start at 5, c at 5 (it had slack to 4 only), d after both end (7) stays at 7
    expect(starts(r.tasks)).toEqual({ a: 2, b: 5, c: 5, d: 7 });
    expect(r.shifted).toEqual(['a', 'b', 'c']);
    const further = moveTask(plan(), 'a', 4);
    expect(starts(further.tasks)).toEqual({ a: 4, b: 7, c: 7, d: 9 });
  });

  it('uses slack before moving anyone', () => {
    const r = moveTask(plan(), 'a', 1);
    expect(starts(r.tasks)).toEqual({ a: 1, b: 4, c: 4, d: 7 });
  });

  it('never moves dependants earlier, and holds a task at its earliest start', () => {
    const r = moveTask(plan(), 'b', 0);
    expect(starts(r.tasks)).toEqual({ a: 0, b: 3, c: 4, d: 7 });
    expect(r.shifted).toEqual([]);
  });

  it('a longer duration pushes the dependants', () => {
    const r = moveTask(plan(), 'c', 4, 5);
    expect(r.tasks.find((t) => t.id === 'c')!.duration).toBe(5);
    expect(starts(r.tasks).d).toBe(9);
    expect(planSpan(r.tasks)).toBe(10);
  });

  it('leaves the input untouched', () => {
    const p = plan();
    moveTask(p, 'a', 5);
    expect(starts(p)).toEqual({ a: 0, b: 3, c: 4, d: 7 });
  });

  it('finds unknown dependencies, cycles and zero durations', () => {
    expect(planProblems([task('a', 0, 1, ['x'])])).toEqual([{ kind: 'unknownDependency', id: 'a', dependsOn: 'x' }]);
    expect(planProblems([task('a', 0, 1, ['b']), task('b', 0, 1, ['a'])])[0].kind).toBe('cycle');
    expect(planProblems([task('a', 0, 0)])).toEqual([{ kind: 'duration', id: 'a' }]);
    expect(planProblems(plan())).toEqual([]);
  });
});
