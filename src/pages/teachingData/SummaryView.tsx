import { useMemo } from 'react';
import { Card, Col, Row, Statistic, Table } from 'antd';
import TeachingTrend, { type WeekPoint } from './TeachingTrend';
import type { TeachingWords } from './texts';

export interface Summary {
  lessons: number;
  homework: number;
  attendance: number;
  avgScore: number | null;
  subjects: { subject: string; lessons: number; homework: number; attendance: number; avgScore: number | null }[];
  weeks: WeekPoint[];
}

/** The figures of a class or a teacher: totals, the weekly chart, and a table by subject. */
export default function SummaryView({ summary, tx, teachers }: { summary: Summary; tx: TeachingWords; teachers?: Record<string, string> }) {
  const words = useMemo(() => ({ lessons: tx.lessons, homework: tx.homework, attendance: tx.attendance, avgScore: tx.avgScore }), [tx]);
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}><Card><Statistic title={`${tx.lessons} · ${tx.recent}`} value={summary.lessons} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title={tx.homework} value={summary.homework} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title={tx.attendance} value={summary.attendance} precision={1} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title={tx.avgScore} value={summary.avgScore ?? '—'} precision={summary.avgScore === null ? undefined : 1} /></Card></Col>
      </Row>
      <Card title={tx.trend} style={{ marginTop: 16 }}>
        <TeachingTrend weeks={summary.weeks} words={words} label={tx.trend} />
      </Card>
      <Card title={tx.bySubject} style={{ marginTop: 16 }}>
        <Table
          size="small"
          rowKey="subject"
          pagination={false}
          dataSource={summary.subjects}
          locale={{ emptyText: tx.noData }}
          columns={[
            { title: tx.subject, dataIndex: 'subject' },
            ...(teachers ? [{ title: tx.teacher, key: 't', render: (_: unknown, r: { subject: string }) => teachers[r.subject] ?? '' }] : []),
            { title: tx.lessons, dataIndex: 'lessons', align: 'right' as const },
            { title: tx.homework, dataIndex: 'homework', align: 'right' as const },
            { title: tx.attendance, dataIndex: 'attendance', align: 'right' as const },
            { title: tx.avgScore, dataIndex: 'avgScore', align: 'right' as const, render: (v: number | null) => v ?? '—' },
          ]}
        />
      </Card>
    </>
  );
}
