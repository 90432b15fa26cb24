import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Input, Space, Table, Typography } from 'antd';
import { http } from '../../api/client';
import { fill, useTexts } from '../community/useLang';
import SummaryView, { type Summary } from './SummaryView';
import ReviewTable, { type Review } from './ReviewTable';
import { teachingTexts, type TeachingWords } from './texts';
import { useRemoteList } from './useRemoteList';

interface ClassRow { id: string; organizeName: string; grade: string; name: string; studentCount: number; headTeacherName: string; lessons: number; attendance: number; avgScore: number | null }

/** /KnowledgeDataCenter/class: the classes in the caller's reach and, opened, one class's figures. */
export default function KnowledgeClassPage() {
  const tx = useTexts(teachingTexts);
  const list = useRemoteList<ClassRow>('/api/KnowledgeData/Classes');
  const [open, setOpen] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);
  if (open) return <ClassDetail id={open} tx={tx} back={close} />;
  return (
    <Card title={tx.classes} extra={<Input.Search allowClear aria-label={tx.search} placeholder={tx.search} onSearch={list.search} style={{ width: 240 }} />} data-testid="knowledge-classes">
      <Table
        rowKey="id"
        size="middle"
        loading={!list.data}
        dataSource={list.data?.list}
        pagination={list.pagination}
        columns={[
          { title: tx.school, dataIndex: 'organizeName' },
          { title: tx.className, dataIndex: 'name', render: (v: string, r) => <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(r.id)}>{v}</Button> },
          { title: tx.headTeacher, dataIndex: 'headTeacherName' },
          { title: tx.studentCount, dataIndex: 'studentCount', align: 'right' },
          { title: `${tx.lessons} · ${tx.recent}`, dataIndex: 'lessons', align: 'right' },
          { title: tx.attendance, dataIndex: 'attendance', align: 'right' },
          { title: tx.avgScore, dataIndex: 'avgScore', align: 'right', render: (v: number | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}

function ClassDetail({ id, tx, back }: { id: string; tx: TeachingWords; back: () => void }) {
  const [data, setData] = useState<{ class: ClassRow; summary: Summary; teachers: { subject: string; realName: string }[]; reviews: Review[] } | null>(null);
  useEffect(() => {
    http.get<NonNullable<typeof data>>(`/api/KnowledgeData/Class/${encodeURIComponent(id)}`).then((r) => setData(r.data), back);
  }, [id, back]);
  if (!data) return <Card loading />;
  return (
    <div data-testid="knowledge-class-detail">
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={back}>{tx.back}</Button>
        <Typography.Title level={4} style={{ margin: 0 }}>{data.class.organizeName} · {data.class.name}</Typography.Title>
        <Typography.Text type="secondary">{tx.headTeacher}：{data.class.headTeacherName} · {fill(tx.students, { n: data.class.studentCount })}</Typography.Text>
      </Space>
      <SummaryView summary={data.summary} tx={tx} teachers={Object.fromEntries(data.teachers.map((t) => [t.subject, t.realName]))} />
      <Card title={tx.reviews} style={{ marginTop: 16 }}>
        <ReviewTable rows={data.reviews} tx={tx} />
      </Card>
    </div>
  );
}
