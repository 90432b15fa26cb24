import { lazy, Suspense, useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Skeleton } from 'antd';
import { http } from '../../api/client';
import { FE_AGE_GROUPS, FE_CATEGORIES } from '../../../contract/familyEducation/catalogue';
import { useLangCode } from '../community/useLang';
import { fill, type FeTexts } from './texts';

// The rich-text widget (Quill) loads with the editor only, never with the article list.
const RichTextEditor = lazy(() => import('../../../widgets/RichTextEditor/RichTextEditor'));

export interface EditableArticle {
  id?: string;
  title?: string;
  summary?: string;
  bodyHtml?: string;
  videoUrl?: string;
  category?: string;
  ageGroup?: string;
}

/** Writing or editing one's own article: save as a draft or hand it to review. */
export default function ArticleEditor({ tx, article, onClose }: { tx: FeTexts; article: EditableArticle; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const lang = useLangCode();
  const [form] = Form.useForm<EditableArticle>();
  const [busy, setBusy] = useState(false);
  const save = async (submit: boolean) => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const body = { title: v.title, summary: v.summary ?? '', bodyHtml: v.bodyHtml ?? '', videoUrl: v.videoUrl ?? '', category: v.category, ageGroup: v.ageGroup, submit };
      if (article.id) await http.put(`/api/FamilyEducation/Article/${article.id}`, body);
      else await http.post('/api/FamilyEducation/Article', body);
      void message.success(submit ? tx.submitted : tx.saved);
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  const need = (name: string) => [{ required: true, message: fill(tx.required, { name }) }];
  return (
    <Modal
      open
      width={860}
      title={article.id ? tx.edit : tx.write}
      onCancel={() => onClose(false)}
      footer={[
        <Button key="c" onClick={() => onClose(false)}>{tx.cancel}</Button>,
        <Button key="d" loading={busy} onClick={() => void save(false)}>{tx.saveDraft}</Button>,
        <Button key="s" type="primary" loading={busy} onClick={() => void save(true)}>{tx.submit}</Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={article}>
        <Form.Item name="title" label={tx.title} rules={need(tx.title)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="category" label={tx.category} rules={need(tx.category)}>
          <Select options={FE_CATEGORIES.map((c) => ({ value: c.code, label: c[lang] }))} />
        </Form.Item>
        <Form.Item name="ageGroup" label={tx.ageGroup} rules={need(tx.ageGroup)}>
          <Select options={FE_AGE_GROUPS.map((c) => ({ value: c.code, label: c[lang] }))} />
        </Form.Item>
        <Form.Item name="summary" label={tx.summary}>
          <Input.TextArea maxLength={300} rows={2} />
        </Form.Item>
        <Form.Item name="bodyHtml" label={tx.body} rules={need(tx.body)}>
          <RichBody />
        </Form.Item>
        <Form.Item name="videoUrl" label={tx.video}>
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** antd's Form.Item hands value/onChange; the widget takes the same pair. */
function RichBody({ value, onChange, id }: { value?: string; onChange?: (v: string | undefined) => void; id?: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RichTextEditor id={id} value={value} onChange={(v) => onChange?.(v)} />
    </Suspense>
  );
}
