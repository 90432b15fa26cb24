import { useEffect, useState } from 'react';
import { Button, Card, DatePicker, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { http } from '../../api/client';
import { useSession } from '../../stores/session';
import { useTexts } from '../community/useLang';
import ReviewTable, { type Review } from './ReviewTable';
import { teachingTexts, type TeachingWords } from './texts';
import { useRemoteList } from './useRemoteList';

/** /KnowledgeDataCenter/review: lesson reviews (听课评课) — one's own lessons and reviews, a school admin's school. */
export default function KnowledgeReviewPage() {
  const tx = useTexts(teachingTexts);
  const me = useSession((s) => s.userInfo?.userId ?? null);
  const list = useRemoteList<Review>('/api/KnowledgeData/Reviews');
  const [writing, setWriting] = useState(false);
  const remove = async (id: string) => {
    await http.delete(`/api/KnowledgeData/Review/${encodeURIComponent(id)}`);
    list.reload();
  };
  return (
    <Card
      title={tx.reviews}
      data-testid="knowledge-reviews"
      extra={
        <Space>
          <Input.Search allowClear aria-label={tx.search} placeholder={tx.search} onSearch={list.search} style={{ width: 240 }} />
          <Button type="primary" onClick={() => setWriting(true)}>{tx.newReview}</Button>
        </Space>
      }
    >
      <ReviewTable rows={list.data?.list} tx={tx} pagination={list.pagination} onRemove={remove} mayRemove={(r) => r.reviewerId === me} />
      {writing && <ReviewForm tx={tx} me={me} close={(saved) => { setWriting(false); if (saved) list.reload(); }} />}
    </Card>
  );
}

interface Values { classId: string; teacher: string; lessonDate: Dayjs; topic: string; score: number; strengths?: string; suggestions?: string }

function ReviewForm({ tx, me, close }: { tx: TeachingWords; me: string | null; close: (saved: boolean) => void }) {
  const [form] = Form.useForm<Values>();
  const [classes, setClasses] = useState<{ value: string; label: string }[]>([]);
  const [teachers, setTeachers] = useState<{ value: string; label: string }[]>([]);
  const [saving, setSaving] = useState(false);
  const classId = Form.useWatch('classId', form);
  useEffect(() => {
    http.get<{ list: { id: string; name: string; organizeName: string }[] }>('/api/KnowledgeData/Classes', { pageSize: 500 }).then((r) => setClasses(r.data.list.map((c) => ({ value: c.id, label: `${c.organizeName} ${c.name}` }))), () => undefined);
  }, []);
  useEffect(() => {
    setTeachers([]);
    form.setFieldValue('teacher', undefined);
    if (!classId) return;
    http.get<{ teachers: { subject: string; userId: string; realName: string }[] }>(`/api/KnowledgeData/Class/${encodeURIComponent(classId)}`).then(
      (r) => setTeachers(r.data.teachers.filter((t) => t.userId !== me).map((t) => ({ value: `${t.userId}|${t.subject}`, label: `${t.subject} · ${t.realName}` }))),
      () => undefined,
    );
  }, [classId, me, form]);
  const save = async () => {
    const v = await form.validateFields();
    const [teacherId, subject] = v.teacher.split('|');
    setSaving(true);
    try {
      await http.post('/api/KnowledgeData/Review', { classId: v.classId, teacherId, subject, lessonDate: v.lessonDate.format('YYYY-MM-DD'), topic: v.topic, score: v.score, strengths: v.strengths ?? '', suggestions: v.suggestions ?? '' });
      close(true);
    } catch {
      setSaving(false);
    }
  };
  return (
    <Modal open title={tx.newReview} onCancel={() => close(false)} onOk={save} okText={tx.save} cancelText={tx.cancel} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ score: 85 }}>
        <Form.Item name="classId" label={tx.className} rules={[{ required: true }]}>
          <Select options={classes} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="teacher" label={`${tx.subject} / ${tx.teacher}`} rules={[{ required: true }]}>
          <Select options={teachers} disabled={!teachers.length} />
        </Form.Item>
        <Form.Item name="lessonDate" label={tx.lessonDate} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="topic" label={tx.topic} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="score" label={tx.score} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="strengths" label={tx.strengths} rules={[{ max: 1000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="suggestions" label={tx.suggestions} rules={[{ max: 1000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
