/*
 * 图表示例: one echarts option per chart kind, built from the server's figures. Pure, so the page
 * shows exactly the JSON it draws (a developer copies it) and the unit test checks the shapes.
 */

export interface ChartData {
  enrolment: { school: string; grade: number; boys: number; girls: number }[];
  attendance: { day: string; school: string; expected: number; present: number; late: number }[];
  subjects: { school: string; subject: string; average: number; min: number; q1: number; median: number; q3: number; max: number }[];
  bands: { school: string; band: string; students: number }[];
  readAt: number;
}

export type ChartKind = 'line' | 'bar' | 'stacked' | 'ring' | 'scatter' | 'radar' | 'funnel' | 'gauge' | 'heatmap' | 'treemap' | 'sankey' | 'boxplot' | 'candlestick';
export const CHART_KINDS: ChartKind[] = ['line', 'bar', 'stacked', 'ring', 'scatter', 'radar', 'funnel', 'gauge', 'heatmap', 'treemap', 'sankey', 'boxplot', 'candlestick'];

export interface Words {
  boys: string;
  girls: string;
  students: string;
  rate: string;
  grade: (g: number) => string;
  weekday: (d: number) => string;
  average: string;
  spread: string;
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];
const pct = (n: number, d: number) => (d ? Math.round((n / d) * 1000) / 10 : 0);
const BANDS = ['优秀', '良好', '及格', '待提高'];

/** Attendance rate (%) of the whole district on each day. */
export function dailyRates(att: ChartData['attendance']): { day: string; rate: number }[] {
  const byDay = new Map<string, { e: number; p: number }>();
  for (const a of att) {
    const d = byDay.get(a.day) ?? { e: 0, p: 0 };
    d.e += a.expected;
    d.p += a.present;
    byDay.set(a.day, d);
  }
  return [...byDay].map(([day, v]) => ({ day, rate: pct(v.p, v.e) }));
}

/** Weekly open/close/low/high of the daily rate (the candlestick's four values), weeks by their Monday. */
export function weeklyCandles(rates: { day: string; rate: number }[]): { week: string; values: [number, number, number, number] }[] {
  const weeks = new Map<string, number[]>();
  for (const r of rates) {
    const d = new Date(`${r.day}T00:00:00Z`);
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    weeks.set(monday, [...(weeks.get(monday) ?? []), r.rate]);
  }
  return [...weeks].map(([week, v]) => ({ week, values: [v[0], v[v.length - 1], Math.min(...v), Math.max(...v)] }));
}

export function buildOption(kind: ChartKind, data: ChartData, w: Words): Record<string, unknown> {
  const schools = uniq(data.enrolment.map((e) => e.school));
  const grades = uniq(data.enrolment.map((e) => e.grade)).sort((a, b) => a - b);
  const subjects = uniq(data.subjects.map((s) => s.subject));
  const studentsOf = (school: string) => data.enrolment.filter((e) => e.school === school).reduce((s, e) => s + e.boys + e.girls, 0);
  const base = { animation: false, tooltip: { trigger: 'item' }, legend: { top: 0, type: 'scroll' } };
  switch (kind) {
    case 'line': {
      const days = uniq(data.attendance.map((a) => a.day));
      return {
        ...base,
        tooltip: { trigger: 'axis' },
        grid: { left: 40, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
        yAxis: { type: 'value', min: 90, max: 100, name: '%' },
        series: schools.map((s) => ({ name: s, type: 'line', smooth: true, showSymbol: false, data: days.map((d) => {
          const a = data.attendance.find((x) => x.day === d && x.school === s);
          return a ? pct(a.present, a.expected) : null;
        }) })),
      };
    }
    case 'bar':
      return {
        ...base,
        tooltip: { trigger: 'axis' },
        grid: { left: 40, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: grades.map(w.grade) },
        yAxis: { type: 'value' },
        series: schools.map((s) => ({ name: s, type: 'bar', data: grades.map((g) => data.enrolment.filter((e) => e.school === s && e.grade === g).reduce((n, e) => n + e.boys + e.girls, 0)) })),
      };
    case 'stacked':
      return {
        ...base,
        tooltip: { trigger: 'axis' },
        grid: { left: 90, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'value' },
        yAxis: { type: 'category', data: schools },
        series: (['boys', 'girls'] as const).map((k) => ({ name: w[k], type: 'bar', stack: 'gender', label: { show: true }, data: schools.map((s) => data.enrolment.filter((e) => e.school === s).reduce((n, e) => n + e[k], 0)) })),
      };
    case 'ring':
      return { ...base, series: [{ name: w.students, type: 'pie', radius: ['40%', '68%'], center: ['50%', '56%'], label: { formatter: '{b}\n{c} ({d}%)' }, data: schools.map((s) => ({ name: s, value: studentsOf(s) })) }] };
    case 'scatter':
      return {
        ...base,
        grid: { left: 40, right: 16, top: 36, bottom: 36 },
        xAxis: { type: 'value', name: w.average, scale: true },
        yAxis: { type: 'value', name: w.spread, scale: true },
        series: schools.map((s) => ({ name: s, type: 'scatter', symbolSize: 14, data: data.subjects.filter((x) => x.school === s).map((x) => ({ name: x.subject, value: [x.average, Math.round((x.q3 - x.q1) * 10) / 10] })) })),
      };
    case 'radar':
      return {
        ...base,
        radar: { indicator: subjects.map((name) => ({ name, min: 50, max: 100 })), center: ['50%', '58%'], radius: '62%' },
        series: [{ type: 'radar', data: schools.map((s) => ({ name: s, value: subjects.map((j) => data.subjects.find((x) => x.school === s && x.subject === j)?.average ?? 0) })) }],
      };
    case 'funnel':
      return {
        ...base,
        series: [{ type: 'funnel', top: 36, bottom: 8, sort: 'none', label: { formatter: '{b}: {c}' }, data: BANDS.map((b) => ({ name: b, value: data.bands.filter((x) => x.band === b).reduce((n, x) => n + x.students, 0) })) }],
      };
    case 'gauge': {
      const rates = dailyRates(data.attendance);
      const today = rates[rates.length - 1];
      return { animation: false, series: [{ type: 'gauge', min: 90, max: 100, progress: { show: true }, detail: { formatter: '{value}%', fontSize: 22 }, data: [{ name: today ? `${w.rate} ${today.day}` : w.rate, value: today?.rate ?? 0 }] }] };
    }
    case 'heatmap': {
      const rates = dailyRates(data.attendance);
      const weeks = uniq(weeklyCandles(rates).map((c) => c.week));
      const cells = rates.map((r) => {
        const d = new Date(`${r.day}T00:00:00Z`);
        const dow = (d.getUTCDay() + 6) % 7;
        const monday = new Date(d.getTime() - dow * 86_400_000).toISOString().slice(0, 10);
        return [weeks.indexOf(monday), dow, r.rate];
      });
      return {
        animation: false,
        tooltip: { position: 'top' },
        grid: { left: 50, right: 16, top: 16, bottom: 60 },
        xAxis: { type: 'category', data: weeks.map((x) => x.slice(5)) },
        yAxis: { type: 'category', data: [0, 1, 2, 3, 4].map(w.weekday) },
        visualMap: { min: 94, max: 100, calculable: true, orient: 'horizontal', left: 'center', bottom: 0 },
        series: [{ name: w.rate, type: 'heatmap', data: cells, label: { show: false } }],
      };
    }
    case 'treemap':
      return {
        animation: false,
        tooltip: { trigger: 'item' },
        series: [{ type: 'treemap', roam: false, breadcrumb: { show: false }, leafDepth: 2, data: schools.map((s) => ({ name: s, children: grades.flatMap((g) => {
          const n = data.enrolment.filter((e) => e.school === s && e.grade === g).reduce((m, e) => m + e.boys + e.girls, 0);
          return n ? [{ name: w.grade(g), value: n }] : [];
        }) })) }],
      };
    case 'sankey':
      return {
        animation: false,
        tooltip: { trigger: 'item' },
        series: [{ type: 'sankey', left: 8, right: 60, nodeGap: 10, data: [...schools, ...BANDS].map((name) => ({ name })), links: data.bands.map((b) => ({ source: b.school, target: b.band, value: b.students })) }],
      };
    case 'boxplot':
      return {
        ...base,
        tooltip: { trigger: 'item' },
        grid: { left: 40, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: subjects },
        yAxis: { type: 'value', min: 40, max: 100 },
        series: schools.map((s) => ({ name: s, type: 'boxplot', data: subjects.map((j) => {
          const x = data.subjects.find((y) => y.school === s && y.subject === j);
          return x ? [x.min, x.q1, x.median, x.q3, x.max] : [];
        }) })),
      };
    case 'candlestick': {
      const candles = weeklyCandles(dailyRates(data.attendance));
      return {
        animation: false,
        tooltip: { trigger: 'axis' },
        grid: { left: 40, right: 16, top: 16, bottom: 28 },
        xAxis: { type: 'category', data: candles.map((c) => c.week.slice(5)) },
        yAxis: { type: 'value', scale: true, name: '%' },
        series: [{ name: w.rate, type: 'candlestick', data: candles.map((c) => c.values) }],
      };
    }
  }
}
