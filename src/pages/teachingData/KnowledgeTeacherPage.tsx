import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { http } from '../../api/client';
import { useTexts } from '../community/useLang';
import SummaryView, { type Summary } from './SummaryView';
import ReviewTable, { type Review } from './ReviewTable';
import { teachingTexts, type TeachingWords } from './texts';
import { useRemoteList } from './useRemoteList';

interface TeacherRow { userId: string; realName: string; organizeName: string; subjects: string; classCount: number; lessons: number; homework: number; attendance: number; reviewCount: number; reviewScore: number | null }

/** /KnowledgeDataCenter/teacher: teachers in reach (a teacher: only themself) and one teacher's figures. */
export default function KnowledgeTeacherPage() {
  const tx = useTexts(teachingTexts);
  const list = useRemoteList<TeacherRow>('/api/KnowledgeData/Teachers');
  const [open, setOpen] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);
  if (open) return <TeacherDetail userId={open} tx={tx} back={close} />;
  return (
    <Card title={tx.teachers} extra={<Input.Search allowClear aria-label={tx.search} placeholder={tx.search} onSearch={list.search} style={{ width: 240 }} />} data-testid="knowledge-teachers">
      <Table
        rowKey="userId"
        size="middle"
        loading={!list.data}
        dataSource={list.data?.list}
        pagination={list.pagination}
        columns={[
          { title: tx.teacher, dataIndex: 'realName', render: (v: string, r) => <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(r.userId)}>{v}</Button> },
          { title: tx.school, dataIndex: 'organizeName' },
          { title: tx.subject, dataIndex: 'subjects' },
          { title: tx.classCount, dataIndex: 'classCount', align: 'right' },
          { title: `${tx.lessons} · ${tx.recent}`, dataIndex: 'lessons', align: 'right' },
          { title: tx.attendance, dataIndex: 'attendance', align: 'right' },
          { title: tx.reviewCount, dataIndex: 'reviewCount', align: 'right' },
          { title: tx.reviewScore, dataIndex: 'reviewScore', align: 'right', render: (v: number | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}

function TeacherDetail({ userId, tx, back }: { userId: string; tx: TeachingWords; back: () => void }) {
  const [data, setData] = useState<{ realName: string; organizeName: string; summary: Summary; classes: { id: string; name: string; subject: string }[]; reviews: Review[] } | null>(null);
  useEffect(() => {
    http.get<NonNullable<typeof data>>(`/api/KnowledgeData/Teacher/${encodeURIComponent(userId)}`).then((r) => setData(r.data), back);
  }, [userId, back]);
  if (!data) return <Card loading />;
  return (
    <div data-testid="knowledge-teacher-detail">
      <Space wrap style={{ marginBottom: 16 }}>
        <Button onClick={back}>{tx.back}</Button>
        <Typography.Title level={4} style={{ margin: 0 }}>{data.realName} · {data.organizeName}</Typography.Title>
        {data.classes.map((c) => <Tag key={`${c.id}-${c.subject}`}>{c.name} {c.subject}</Tag>)}
      </Space>
      <SummaryView summary={data.summary} tx={tx} />
      <Card title={tx.reviews} style={{ marginTop: 16 }}>
        <ReviewTable rows={data.reviews} tx={tx} />
      </Card>
    </div>
  );
}
