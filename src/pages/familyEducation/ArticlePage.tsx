import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import DOMPurify from 'dompurify';
import { App, Button, Card, Result, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, EyeOutlined, HeartFilled, HeartOutlined } from '@ant-design/icons';
import { http } from '../../api/client';
import { sanitizeHtml } from '../../../contract/html/sanitizeHtml';
import { formatDay, useTexts } from '../community/useLang';
import { feTexts, fill } from './texts';
import { useLabels, type ArticleItem } from './FamilyEducationView';

interface Detail extends ArticleItem {
  bodyHtml: string;
  videoUrl: string;
}

/** /familyEducationArticle?id=…: one article for a parent to read, with its favourite toggle. */
export default function ArticlePage() {
  const tx = useTexts(feTexts);
  const { cat, age, lang } = useLabels();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [article, setArticle] = useState<Detail | null | 'missing'>(null);
  useEffect(() => {
    if (!id) return setArticle('missing');
    http.get<Detail>(`/api/FamilyEducation/Article/${encodeURIComponent(id)}`, undefined, { silent: true }).then((r) => setArticle(r.data), () => setArticle('missing'));
  }, [id]);
  // Sanitised on the server when saved, and again here against the browser's own parser.
  const html = useMemo(() => (article && article !== 'missing' ? DOMPurify.sanitize(sanitizeHtml(article.bodyHtml), { USE_PROFILES: { html: true } }) : ''), [article]);
  if (article === null) return <Card loading variant="borderless" />;
  if (article === 'missing') return <Result status="404" title={tx.notFound} extra={<Button onClick={() => navigate('/familyEducationChild')}>{tx.back}</Button>} />;
  const toggle = async () => {
    if (article.favourite) await http.delete(`/api/FamilyEducation/Article/${article.id}/Favourite`);
    else await http.post(`/api/FamilyEducation/Article/${article.id}/Favourite`);
    setArticle({ ...article, favourite: !article.favourite, favouriteCount: article.favouriteCount + (article.favourite ? -1 : 1) });
    void message.success(article.favourite ? tx.unfavourite : tx.favourite);
  };
  return (
    <Card variant="borderless" data-testid="fe-article-page">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/familyEducationChild')} style={{ paddingLeft: 0 }}>
        {tx.back}
      </Button>
      <article style={{ maxWidth: 820, margin: '0 auto' }}>
        <Typography.Title level={2}>{article.title}</Typography.Title>
        <Space wrap style={{ marginBottom: 16 }}>
          <Tag color="blue">{cat[article.category] ?? article.category}</Tag>
          <Tag color="purple">{age[article.ageGroup] ?? article.ageGroup}</Tag>
          <Typography.Text type="secondary">
            {tx.author}：{article.authorName} · {article.organizeName} · {formatDay(article.publishedAt ?? article.updatedAt, lang)}
          </Typography.Text>
          <Typography.Text type="secondary">
            <EyeOutlined /> {fill(tx.reads, { n: article.readCount })}
          </Typography.Text>
        </Space>
        {article.summary && <Typography.Paragraph type="secondary">{article.summary}</Typography.Paragraph>}
        {article.videoUrl && <video src={article.videoUrl} controls style={{ width: '100%', maxHeight: 420, background: '#000' }} aria-label={article.title} />}
        <div className="fe-article-body" data-testid="fe-article-body" dangerouslySetInnerHTML={{ __html: html }} />
        {article.state === 'published' && (
          <Button icon={article.favourite ? <HeartFilled /> : <HeartOutlined />} onClick={() => void toggle()} aria-pressed={article.favourite}>
            {article.favourite ? tx.unfavourite : tx.favourite} ({article.favouriteCount})
          </Button>
        )}
      </article>
    </Card>
  );
}
