import { useEffect, useRef } from 'react';

export interface WeekPoint {
  weekStart: string;
  lessons: number;
  homework: number;
  attendance: number;
  avgScore: number | null;
}

/** Weekly lessons and homework (bars) with attendance and quiz average (lines, 0–100): echarts, loaded with the page. */
export default function TeachingTrend({ weeks, words, label }: { weeks: WeekPoint[]; words: { lessons: string; homework: string; attendance: string; avgScore: string }; label: string }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    let chart: { dispose(): void; resize(): void } | null = null;
    const onResize = () => chart?.resize();
    void import('echarts').then((echarts) => {
      if (!live || !el.current) return;
      const inst = echarts.init(el.current);
      chart = inst;
      inst.setOption({
        animation: false,
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 48, right: 48, top: 40, bottom: 32 },
        xAxis: { type: 'category', data: weeks.map((w) => w.weekStart.slice(5)) },
        yAxis: [{ type: 'value', minInterval: 1 }, { type: 'value', min: 0, max: 100 }],
        series: [
          { type: 'bar', name: words.lessons, data: weeks.map((w) => w.lessons) },
          { type: 'bar', name: words.homework, data: weeks.map((w) => w.homework) },
          { type: 'line', name: words.attendance, yAxisIndex: 1, data: weeks.map((w) => w.attendance) },
          { type: 'line', name: words.avgScore, yAxisIndex: 1, connectNulls: true, data: weeks.map((w) => w.avgScore) },
        ],
      });
      window.addEventListener('resize', onResize);
    });
    return () => {
      live = false;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [weeks, words]);
  return <div ref={el} role="img" aria-label={label} style={{ height: 300, width: '100%' }} />;
}
