import { memo, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { planSpan, type GanttTask } from '../../../../contract/examples/projectGantt/reschedule';

export const DAY = 28;
export const ROW = 32;
const BAR = 20;
const NAME_WIDTH = 200;
const HEADER = 36;

export interface GanttChartProps {
  tasks: GanttTask[];
  /** day 0 as YYYY-MM-DD */
  startDate: string;
  label: string;
  /** a finished drag or key press: the task's new start and duration */
  onMove?(taskId: string, start: number, duration: number): void;
}

const dayLabel = (startDate: string, day: number) => {
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + day);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
};

/**
 * A Gantt chart drawn as one SVG: a bar per task (its progress filled in), an arrow per dependency
 * from the predecessor's end to the dependant's start. A bar is dragged by pointer (or moved by the
 * arrow keys); only the finished move is handed on, the server answers the rescheduled plan.
 */
function GanttChart({ tasks, startDate, label, onMove }: GanttChartProps) {
  const span = Math.max(planSpan(tasks) + 5, 20);
  const width = NAME_WIDTH + span * DAY;
  const height = HEADER + tasks.length * ROW;
  const index = useMemo(() => new Map(tasks.map((t, i) => [t.id, i])), [tasks]);
  const [drag, setDrag] = useState<{ id: string; mode: 'move' | 'resize'; x0: number; delta: number } | null>(null);
  const svg = useRef<SVGSVGElement>(null);

  const shown = (t: GanttTask) => {
    if (!drag || drag.id !== t.id) return { start: t.start, duration: t.duration };
    return drag.mode === 'move' ? { start: Math.max(0, t.start + drag.delta), duration: t.duration } : { start: t.start, duration: Math.max(1, t.duration + drag.delta) };
  };
  const down = (e: PointerEvent, id: string, mode: 'move' | 'resize') => {
    if (!onMove) return;
    e.stopPropagation();
    (e.target as Element).setPointerCapture?.(e.pointerId);
    setDrag({ id, mode, x0: e.clientX, delta: 0 });
  };
  const move = (e: PointerEvent) => {
    if (drag) setDrag({ ...drag, delta: Math.round((e.clientX - drag.x0) / DAY) });
  };
  const up = () => {
    if (!drag) return;
    const t = tasks[index.get(drag.id)!];
    const s = shown(t);
    setDrag(null);
    if (s.start !== t.start || s.duration !== t.duration) onMove?.(t.id, s.start, s.duration);
  };
  const key = (e: KeyboardEvent, t: GanttTask) => {
    if (!onMove || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    const d = e.key === 'ArrowRight' ? 1 : -1;
    if (e.shiftKey) onMove(t.id, t.start, Math.max(1, t.duration + d));
    else onMove(t.id, Math.max(0, t.start + d), t.duration);
  };

  const ticks = Array.from({ length: span }, (_, d) => d);
  return (
    <div style={{ overflow: 'auto', border: '1px solid #f0f0f0', maxHeight: 640 }}>
      <svg ref={svg} width={width} height={height} role="group" aria-label={label} onPointerMove={move} onPointerUp={up} style={{ display: 'block', userSelect: 'none', touchAction: 'none' }}>
        <defs>
          <marker id="gantt-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="6" markerHeight="6" orient="auto">
            <path d="M0,0 L8,4 L0,8 z" fill="#8c8c8c" />
          </marker>
        </defs>
        {ticks.map((d) => (
          <g key={d}>
            <rect x={NAME_WIDTH + d * DAY} y={0} width={DAY} height={height} fill={d % 7 === 5 || d % 7 === 6 ? '#fafafa' : '#fff'} stroke="#f0f0f0" />
            {d % 2 === 0 ? (
              <text x={NAME_WIDTH + d * DAY + 2} y={22} fontSize={10} fill="#595959">
                {dayLabel(startDate, d)}
              </text>
            ) : null}
          </g>
        ))}
        {tasks.map((t, i) => {
          const s = shown(t);
          const y = HEADER + i * ROW;
          const x = NAME_WIDTH + s.start * DAY;
          const w = s.duration * DAY;
          return (
            <g key={t.id} data-task={t.id}>
              <text x={8} y={y + ROW / 2 + 4} fontSize={12} fill="#262626">
                {t.name.length > 14 ? `${t.name.slice(0, 14)}…` : t.name}
              </text>
              <g
                tabIndex={onMove ? 0 : undefined}
                role={onMove ? 'slider' : undefined}
                aria-label={`${t.name} ${dayLabel(startDate, s.start)}–${dayLabel(startDate, s.start + s.duration - 1)}`}
                aria-valuenow={s.start}
                data-testid={`gantt-bar-${t.id}`}
                data-start={s.start}
                data-duration={s.duration}
                onKeyDown={(e) => key(e, t)}
                style={{ cursor: onMove ? 'grab' : 'default', outline: 'none' }}
              >
                <rect x={x} y={y + (ROW - BAR) / 2} width={w} height={BAR} rx={4} fill="#bae0ff" stroke="#1677ff" onPointerDown={(e) => down(e, t.id, 'move')} />
                <rect x={x} y={y + (ROW - BAR) / 2} width={(w * t.progress) / 100} height={BAR} rx={4} fill="#1677ff" pointerEvents="none" />
                <rect x={x + w - 6} y={y + (ROW - BAR) / 2} width={6} height={BAR} fill="transparent" style={{ cursor: 'ew-resize' }} onPointerDown={(e) => down(e, t.id, 'resize')} />
              </g>
            </g>
          );
        })}
        {tasks.flatMap((t) =>
          t.dependsOn.map((p) => {
            const pi = index.get(p);
            if (pi === undefined) return null;
            const pre = shown(tasks[pi]);
            const cur = shown(t);
            const x1 = NAME_WIDTH + (pre.start + pre.duration) * DAY;
            const y1 = HEADER + pi * ROW + ROW / 2;
            const x2 = NAME_WIDTH + cur.start * DAY;
            const y2 = HEADER + index.get(t.id)! * ROW + ROW / 2;
            return <path key={`${p}-${t.id}`} d={`M${x1},${y1} H${x1 + 6} V${y2} H${x2}`} fill="none" stroke="#8c8c8c" markerEnd="url(#gantt-arrow)" pointerEvents="none" />;
          }),
        )}
      </svg>
    </div>
  );
}

export default memo(GanttChart);
