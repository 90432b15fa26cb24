import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import DOMPurify from 'dompurify';
import { Button, Card, Result, Typography } from 'antd';
import { http } from '../../api/client';
import { sanitizeHtml } from '../../../contract/html/sanitizeHtml';
import { formatDay, useLangCode, useTexts } from '../community/useLang';

const texts = {
  zh: { notFound: '通知不存在或无权查看', back: '返回', from: '发布人' },
  zhtw: { notFound: '通知不存在或無權查看', back: '返回', from: '發布人' },
  en: { notFound: 'The notice does not exist or you may not read it', back: 'Back', from: 'From' },
};

interface Notice {
  id: string;
  title: string;
  bodyText: string;
  noticeTypeName: string;
  creatorUser: string;
  creatorTime: number;
}

/**
 * /noticeDetail?id=…: a released notice as an article. It reads through the inbox's ReadInfo, which
 * answers only a notice delivered to the caller, so the page can show nothing the caller may not read.
 */
export default function NoticeDetailPage() {
  const tx = useTexts(texts);
  const lang = useLangCode();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [notice, setNotice] = useState<Notice | null | 'missing'>(null);
  useEffect(() => {
    if (!id) return setNotice('missing');
    http.get<Notice>(`/api/System/Message/ReadInfo/${encodeURIComponent(id)}`, undefined, { silent: true }).then((r) => setNotice(r.data), () => setNotice('missing'));
  }, [id]);
  const html = useMemo(() => (notice && notice !== 'missing' ? DOMPurify.sanitize(sanitizeHtml(notice.bodyText), { USE_PROFILES: { html: true } }) : ''), [notice]);
  if (notice === null) return <Card loading variant="borderless" />;
  if (notice === 'missing') return <Result status="404" title={tx.notFound} extra={<Button onClick={() => navigate(-1)}>{tx.back}</Button>} />;
  return (
    <Card variant="borderless" data-testid="notice-detail">
      <article style={{ maxWidth: 820, margin: '0 auto' }}>
        <Typography.Title level={2}>{notice.title}</Typography.Title>
        <Typography.Text type="secondary">
          {notice.noticeTypeName} · {tx.from}：{notice.creatorUser} · {formatDay(notice.creatorTime, lang)}
        </Typography.Text>
        <div style={{ marginTop: 16 }} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </Card>
  );
}
