/**
 * 项目甘特: moving a task in a plan of finish-to-start dependencies. Days are whole numbers from the
 * project's day 0. A task may not start before every task it depends on has finished; when a move
 * (or a longer duration) breaks that for a dependant, the dependant shifts later by just enough, and
 * so on down the chain. Dependants never shift earlier on their own: a plan with slack keeps it.
 */

export interface GanttTask {
  id: string;
  name: string;
  start: number;
  duration: number;
  progress: number;
  dependsOn: string[];
}

export type PlanProblem = { kind: 'unknownDependency'; id: string; dependsOn: string } | { kind: 'cycle'; id: string } | { kind: 'duration'; id: string };

/** Unknown references, cycles and durations below a day. Empty when the plan is sound. */
export function planProblems(tasks: GanttTask[]): PlanProblem[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const out: PlanProblem[] = [];
  for (const t of tasks) {
    if (!Number.isInteger(t.duration) || t.duration < 1) out.push({ kind: 'duration', id: t.id });
    for (const d of t.dependsOn) if (!byId.has(d)) out.push({ kind: 'unknownDependency', id: t.id, dependsOn: d });
  }
  if (out.length) return out;
  if (topologicalOrder(tasks) === null) {
    // name one task on a cycle
    const state = new Map<string, 1 | 2>();
    const visit = (id: string): string | null => {
      if (state.get(id) === 2) return null;
      if (state.get(id) === 1) return id;
      state.set(id, 1);
      for (const d of byId.get(id)!.dependsOn) {
        const hit = visit(d);
        if (hit) return hit;
      }
      state.set(id, 2);
      return null;
    };
    for (const t of tasks) {
      const hit = visit(t.id);
      if (hit) return [{ kind: 'cycle', id: hit }];
    }
  }
  return out;
}

/** Tasks ordered so that each comes after what it depends on; null on a cycle (Kahn's algorithm). */
export function topologicalOrder(tasks: GanttTask[]): GanttTask[] | null {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const waiting = new Map(tasks.map((t) => [t.id, t.dependsOn.filter((d) => byId.has(d)).length]));
  const dependants = new Map<string, string[]>();
  for (const t of tasks) for (const d of t.dependsOn) if (byId.has(d)) dependants.set(d, [...(dependants.get(d) ?? []), t.id]);
  const ready = tasks.filter((t) => waiting.get(t.id) === 0).map((t) => t.id);
  const out: GanttTask[] = [];
  while (ready.length) {
    const id = ready.shift()!;
    out.push(byId.get(id)!);
    for (const n of dependants.get(id) ?? []) {
      const left = waiting.get(n)! - 1;
      waiting.set(n, left);
      if (left === 0) ready.push(n);
    }
  }
  return out.length === tasks.length ? out : null;
}

/** The earliest day `task` may start: when the last of its predecessors ends (0 without any). */
export function earliestStart(task: GanttTask, byId: Map<string, GanttTask>): number {
  let min = 0;
  for (const d of task.dependsOn) {
    const p = byId.get(d);
    if (p) min = Math.max(min, p.start + p.duration);
  }
  return min;
}

export interface MoveResult {
  tasks: GanttTask[];
  /** ids whose start changed, the moved task first */
  shifted: string[];
}

/**
 * Moves task `id` to `start` (and `duration` when given). The moved task is held at its earliest
 * allowed start when asked for an earlier day; then every dependant that would start before its
 * predecessors end moves later. Answers a new array (the input is not changed).
 */
export function moveTask(tasks: GanttTask[], id: string, start: number, duration?: number): MoveResult {
  const next = tasks.map((t) => ({ ...t, dependsOn: [...t.dependsOn] }));
  const byId = new Map(next.map((t) => [t.id, t]));
  const moved = byId.get(id);
  if (!moved) return { tasks: next, shifted: [] };
  const order = topologicalOrder(next);
  if (!order) throw new Error('the plan has a dependency cycle');
  const before = new Map(next.map((t) => [t.id, t.start]));
  if (duration !== undefined) moved.duration = Math.max(1, Math.round(duration));
  moved.start = Math.max(Math.round(start), earliestStart(moved, byId), 0);
  for (const t of order) {
    if (t.id === id) continue;
    const min = earliestStart(t, byId);
    if (t.start < min) t.start = min;
  }
  const shifted = next.filter((t) => t.start !== before.get(t.id)).map((t) => t.id);
  shifted.sort((a, b) => (a === id ? -1 : b === id ? 1 : 0));
  return { tasks: next, shifted };
}

/** The plan's length in days (the latest end). */
export function planSpan(tasks: GanttTask[]): number {
  return tasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
}
