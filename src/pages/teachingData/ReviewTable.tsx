import { Button, Popconfirm, Table, Typography } from 'antd';
import type { TeachingWords } from './texts';

export interface Review {
  id: string;
  className: string;
  organizeName: string;
  subject: string;
  teacherId: string;
  teacherName: string;
  reviewerId: string;
  reviewerName: string;
  lessonDate: string;
  topic: string;
  score: number;
  strengths: string;
  suggestions: string;
}

/** Lesson reviews as a table; the strengths and suggestions unfold under each row. */
export default function ReviewTable({ rows, tx, pagination, onRemove, mayRemove }: {
  rows: Review[] | undefined;
  tx: TeachingWords;
  pagination?: false | object;
  onRemove?: (id: string) => void;
  mayRemove?: (r: Review) => boolean;
}) {
  return (
    <Table
      rowKey="id"
      size="small"
      loading={!rows}
      dataSource={rows}
      pagination={pagination ?? false}
      locale={{ emptyText: tx.noData }}
      expandable={{
        expandedRowRender: (r) => (
          <>
            <Typography.Paragraph><Typography.Text strong>{tx.strengths}：</Typography.Text>{r.strengths || '—'}</Typography.Paragraph>
            <Typography.Paragraph style={{ margin: 0 }}><Typography.Text strong>{tx.suggestions}：</Typography.Text>{r.suggestions || '—'}</Typography.Paragraph>
          </>
        ),
      }}
      columns={[
        { title: tx.lessonDate, dataIndex: 'lessonDate', width: 120 },
        { title: tx.className, dataIndex: 'className' },
        { title: tx.subject, dataIndex: 'subject' },
        { title: tx.topic, dataIndex: 'topic' },
        { title: tx.teacher, dataIndex: 'teacherName' },
        { title: tx.reviewer, dataIndex: 'reviewerName' },
        { title: tx.score, dataIndex: 'score', align: 'right' as const },
        ...(onRemove
          ? [{
              title: '',
              key: 'x',
              width: 80,
              render: (_: unknown, r: Review) =>
                mayRemove?.(r) ? (
                  <Popconfirm title={tx.removeAsk} onConfirm={() => onRemove(r.id)}>
                    <Button type="link" danger size="small">{tx.remove}</Button>
                  </Popconfirm>
                ) : null,
            }]
          : []),
      ]}
    />
  );
}
