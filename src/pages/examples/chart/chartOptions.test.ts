import { describe, expect, it } from 'vitest';
import { CHART_KINDS, buildOption, dailyRates, weeklyCandles, type ChartData } from './chartOptions';

const data: ChartData = {
  enrolment: [
    { school: '一中', grade: 7, boys: 10, girls: 12 },
    { school: '一中', grade: 8, boys: 8, girls: 9 },
    { school: '小学', grade: 1, boys: 5, girls: 6 },
  ],
  attendance: [
    { day: '2025-03-03', school: '一中', expected: 100, present: 98, late: 1 },
    { day: '2025-03-03', school: '小学', expected: 100, present: 96, late: 0 },
    { day: '2025-03-04', school: '一中', expected: 100, present: 99, late: 0 },
    { day: '2025-03-04', school: '小学', expected: 100, present: 97, late: 2 },
    { day: '2025-03-10', school: '一中', expected: 100, present: 95, late: 0 },
    { day: '2025-03-10', school: '小学', expected: 100, present: 95, late: 0 },
  ],
  subjects: [{ school: '一中', subject: '语文', average: 80, min: 50, q1: 70, median: 80, q3: 90, max: 100 }],
  bands: [
    { school: '一中', band: '优秀', students: 20 },
    { school: '小学', band: '良好', students: 11 },
  ],
  readAt: 0,
};
const words = { boys: '男', girls: '女', students: '学生', rate: '出勤率', grade: (g: number) => `${g}年级`, weekday: (d: number) => '一二三四五'[d], average: '平均', spread: '四分位距' };

describe('图表示例: options from the figures', () => {
  it('the district rate of a day weighs schools by their size', () => {
    expect(dailyRates(data.attendance)).toEqual([
      { day: '2025-03-03', rate: 97 },
      { day: '2025-03-04', rate: 98 },
      { day: '2025-03-10', rate: 95 },
    ]);
  });

  it('a week is one candle: first, last, lowest and highest day', () => {
    expect(weeklyCandles(dailyRates(data.attendance))).toEqual([
      { week: '2025-03-03', values: [97, 98, 97, 98] },
      { week: '2025-03-10', values: [95, 95, 95, 95] },
    ]);
  });

  it('every kind builds a JSON-safe option whose series are of that kind', () => {
    for (const kind of CHART_KINDS) {
      const option = buildOption(kind, data, words);
      const series = option.series as { type: string }[];
      const type = kind === 'stacked' ? 'bar' : kind === 'ring' ? 'pie' : kind;
      expect(series.every((s) => s.type === type), kind).toBe(true);
      expect(JSON.parse(JSON.stringify(option))).toEqual(option);
    }
  });

  it('the stacked bars and the sankey add up to the students', () => {
    const stacked = buildOption('stacked', data, words).series as { data: number[] }[];
    expect(stacked.map((s) => s.data)).toEqual([[18, 5], [21, 6]]);
    const sankey = (buildOption('sankey', data, words).series as { links: { value: number }[] }[])[0];
    expect(sankey.links.reduce((n, l) => n + l.value, 0)).toBe(31);
  });
});
