import { useEffect, useState } from 'react';
import { Card, Col, Descriptions, Drawer, Empty, Input, Pagination, Row, Select, Space, Tag, Typography } from 'antd';
import { http } from '../../api/client';
import { fill, useTexts } from '../community/useLang';

const texts = {
  zh: { title: '项目式学习', lead: '各校围绕真实问题开展的探究项目与成果。', search: '搜索项目、驱动问题或学校', subject: '全部学科', question: '驱动问题', outcomes: '成果', period: '时间', leader: '指导教师', students: '{{n}} 名学生参与', empty: '没有符合条件的项目', summary: '项目简介', participants: '参与学生' },
  zhtw: { title: '項目式學習', lead: '各校圍繞真實問題開展的探究項目與成果。', search: '搜尋項目、驅動問題或學校', subject: '全部學科', question: '驅動問題', outcomes: '成果', period: '時間', leader: '指導教師', students: '{{n}} 名學生參與', empty: '沒有符合條件的項目', summary: '項目簡介', participants: '參與學生' },
  en: { title: 'Project-based learning', lead: 'Inquiry projects our schools run on real questions, and what came of them.', search: 'Search projects, questions or schools', subject: 'All subjects', question: 'Driving question', outcomes: 'Outcomes', period: 'Period', leader: 'Teacher', students: '{{n}} students', empty: 'No project matches', summary: 'Summary', participants: 'Students' },
};
const SUBJECTS = ['语文', '数学', '英语', '物理', '科学', '美术', '道德与法治'];

interface Project { id: string; organizeName: string; title: string; subject: string; grade: string; drivingQuestion: string; summary: string; startDate: string; endDate: string; studentCount: number }
interface Detail extends Project { outcomes: string; leaderName: string }

/** /ProjectLearning: the published projects of the district's schools (public). */
export default function ProjectLearningPage() {
  const tx = useTexts(texts);
  const [keyword, setKeyword] = useState('');
  const [subject, setSubject] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: Project[]; total: number } | null>(null);
  const [open, setOpen] = useState<Detail | null>(null);
  useEffect(() => {
    http
      .get<{ list: Project[]; pagination: { total: number } }>('/api/Public/ProjectLearning', { keyword, subject, currentPage: page, pageSize: 9 }, { silent: true })
      .then((r) => setData({ list: r.data.list, total: r.data.pagination.total }), () => setData({ list: [], total: 0 }));
  }, [keyword, subject, page]);
  const show = (id: string) => http.get<Detail>(`/api/Public/ProjectLearning/${encodeURIComponent(id)}`, undefined, { silent: true }).then((r) => setOpen(r.data), () => undefined);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }} data-testid="project-learning">
      <Typography.Title level={2} style={{ marginBottom: 4 }}>{tx.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{tx.lead}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear aria-label={tx.search} placeholder={tx.search} style={{ width: 320 }} onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <Select allowClear aria-label={tx.subject} placeholder={tx.subject} style={{ width: 160 }} value={subject} onChange={(v?: string) => { setSubject(v); setPage(1); }} options={SUBJECTS.map((s) => ({ value: s, label: s }))} />
      </Space>
      {data === null ? (
        <Card loading />
      ) : data.list.length === 0 ? (
        <Empty description={tx.empty} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {data.list.map((p) => (
              <Col key={p.id} xs={24} md={12} lg={8}>
                <Card hoverable onClick={() => void show(p.id)} title={p.title} extra={<Tag color="blue">{p.subject}</Tag>} style={{ height: '100%' }}>
                  <Typography.Paragraph strong ellipsis={{ rows: 2 }}>{p.drivingQuestion}</Typography.Paragraph>
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }}>{p.summary}</Typography.Paragraph>
                  <Space wrap size={4}>
                    <Tag>{p.organizeName}</Tag>
                    <Tag>{p.grade}</Tag>
                    <Typography.Text type="secondary">{fill(tx.students, { n: p.studentCount })}</Typography.Text>
                  </Space>
                </Card>
              </Col>
            ))}
          </Row>
          <Pagination style={{ marginTop: 16, textAlign: 'right' }} current={page} pageSize={9} total={data.total} onChange={setPage} showSizeChanger={false} />
        </>
      )}
      <Drawer open={!!open} onClose={() => setOpen(null)} title={open?.title} width={560}>
        {open && (
          <Descriptions column={1} bordered size="small" items={[
            { key: 'q', label: tx.question, children: open.drivingQuestion },
            { key: 's', label: tx.summary, children: open.summary },
            { key: 'o', label: tx.outcomes, children: open.outcomes || '—' },
            { key: 'p', label: tx.period, children: `${open.startDate} ~ ${open.endDate}` },
            { key: 'l', label: tx.leader, children: `${open.leaderName} · ${open.organizeName}` },
            { key: 'n', label: tx.participants, children: fill(tx.students, { n: open.studentCount }) },
          ]} />
        )}
      </Drawer>
    </div>
  );
}
