// Pure: a class's (or a teacher's) weekly teaching rows turned into what the data pages show.

export interface WeekRow {
  weekStart: string;
  subject: string;
  lessons: number;
  homework: number;
  attendance: number;
  avgScore: number | null;
}

export interface SubjectSummary {
  subject: string;
  lessons: number;
  homework: number;
  /** weighted by lessons: a week with more lessons counts for more student-lessons */
  attendance: number;
  /** mean of the weeks that had a quiz; null when none had */
  avgScore: number | null;
}

export interface WeekSummary {
  weekStart: string;
  lessons: number;
  homework: number;
  attendance: number;
  avgScore: number | null;
}

export interface TeachingSummary {
  lessons: number;
  homework: number;
  attendance: number;
  avgScore: number | null;
  subjects: SubjectSummary[];
  weeks: WeekSummary[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function fold(rows: WeekRow[]) {
  let lessons = 0;
  let homework = 0;
  let attended = 0;
  let scoreSum = 0;
  let scored = 0;
  for (const r of rows) {
    lessons += r.lessons;
    homework += r.homework;
    attended += r.attendance * r.lessons;
    if (r.avgScore !== null) {
      scoreSum += r.avgScore;
      scored++;
    }
  }
  return {
    lessons,
    homework,
    attendance: lessons ? round1(attended / lessons) : 0,
    avgScore: scored ? round1(scoreSum / scored) : null,
  };
}

function groupBy<K extends string>(rows: WeekRow[], key: (r: WeekRow) => K): Map<K, WeekRow[]> {
  const m = new Map<K, WeekRow[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

export function summarise(rows: WeekRow[]): TeachingSummary {
  const subjects = [...groupBy(rows, (r) => r.subject)].map(([subject, list]) => ({ subject, ...fold(list) }));
  subjects.sort((a, b) => b.lessons - a.lessons || a.subject.localeCompare(b.subject));
  const weeks = [...groupBy(rows, (r) => r.weekStart)].map(([weekStart, list]) => ({ weekStart, ...fold(list) }));
  weeks.sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  return { ...fold(rows), subjects, weeks };
}
