import GanttChart from '../../src/pages/examples/projectGantt/GanttChart';
import type { GanttTask } from '../../contract/examples/projectGantt/reschedule';
import { clear, countIn, show } from './stage';
import { timeToFrame } from './measure';

// 项目甘特: the chart of a 1,000-task plan drawn for the first time (bars, progress, dependency
// arrows, day grid), from render to the frame that shows it. Tasks come in chains of ten, each task
// depending on the one before it and every tenth on a task of the previous chain.
export const GANTT_TASKS = 1000;

const tasks: GanttTask[] = Array.from({ length: GANTT_TASKS }, (_, i) => {
  const chain = Math.floor(i / 10);
  const dependsOn = i % 10 ? [`t${i - 1}`] : chain ? [`t${i - 7}`] : [];
  return { id: `t${i}`, name: `任务 ${i + 1}`, start: chain * 3 + (i % 10) * 2, duration: 2, progress: (i * 7) % 101, dependsOn };
});

export async function ganttOurs(): Promise<Record<string, number>> {
  await clear();
  const ms = await timeToFrame(
    () => show(<GanttChart tasks={tasks} startDate="2026-09-01" label="甘特图" onMove={() => undefined} />),
    () => countIn('[data-task]') === GANTT_TASKS,
    'the gantt chart',
  );
  return { ms, bars: countIn('[data-task]'), arrows: countIn('path[marker-end]') };
}
