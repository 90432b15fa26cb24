import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import DOMPurify from 'dompurify';
import { Button, Card, Col, List, Result, Row, Tag, Typography } from 'antd';
import { http } from '../../api/client';
import { sanitizeHtml } from '../../../contract/html/sanitizeHtml';
import { FE_AGE_GROUPS, FE_CATEGORIES } from '../../../contract/familyEducation/catalogue';
import { formatDay, useLangCode, useTexts } from '../community/useLang';
import EmptyText from '../community/EmptyText';

const texts = {
  zh: { news: '家庭教育', schools: '学校', teachers: '名师主页', studios: '教师工作室', staff: '教职工 {{n}} 人', back: '返回门户', notFound: '文章不存在', empty: '暂无内容' },
  zhtw: { news: '家庭教育', schools: '學校', teachers: '名師主頁', studios: '教師工作室', staff: '教職工 {{n}} 人', back: '返回入口', notFound: '文章不存在', empty: '暫無內容' },
  en: { news: 'Family education', schools: 'Schools', teachers: 'Teachers', studios: 'Teacher studios', staff: '{{n}} staff', back: 'Back to the portal', notFound: 'The article does not exist', empty: 'Nothing yet' },
};

interface Site {
  district: string;
  schools: { id: string; fullName: string; staff: number }[];
  articles: { id: string; title: string; summary: string; category: string; ageGroup: string; organizeName: string; publishedAt: number }[];
  teachers: { userId: string; realName: string; organizeName: string; subjects: string; title: string }[];
  studios: { id: string; name: string; organizeName: string }[];
}

/** /website: the district's public portal (no sign-in); ?article=… opens one published article. */
export default function WebsitePage() {
  const tx = useTexts(texts);
  const lang = useLangCode();
  const [params, setParams] = useSearchParams();
  const articleId = params.get('article');
  const [site, setSite] = useState<Site | null>(null);
  useEffect(() => {
    http.get<Site>('/api/Public/Website', undefined, { silent: true }).then((r) => setSite(r.data), () => undefined);
  }, []);
  const cat = useMemo(() => Object.fromEntries(FE_CATEGORIES.map((c) => [c.code, c[lang]])), [lang]);
  const age = useMemo(() => Object.fromEntries(FE_AGE_GROUPS.map((c) => [c.code, c[lang]])), [lang]);
  if (articleId) return <PublicArticle id={articleId} back={() => setParams({})} tx={tx} />;
  if (!site) return <Card loading />;
  return (
    <div data-testid="website" style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={2}>{site.district}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={tx.news}>
            <List
              itemLayout="vertical"
              dataSource={site.articles}
              locale={{ emptyText: <EmptyText text={tx.empty} /> }}
              renderItem={(a) => (
                <List.Item key={a.id}>
                  <List.Item.Meta
                    title={<a href={`/website?article=${encodeURIComponent(a.id)}`} onClick={(e) => { e.preventDefault(); setParams({ article: a.id }); }}>{a.title}</a>}
                    description={
                      <>
                        <Tag color="blue">{cat[a.category] ?? a.category}</Tag>
                        <Tag color="purple">{age[a.ageGroup] ?? a.ageGroup}</Tag>
                        <Typography.Text type="secondary">{a.organizeName} · {formatDay(a.publishedAt, lang)}</Typography.Text>
                      </>
                    }
                  />
                  {a.summary}
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={tx.schools} style={{ marginBottom: 16 }}>
            <List size="small" dataSource={site.schools} renderItem={(s) => <List.Item extra={<Typography.Text type="secondary">{tx.staff.replace('{{n}}', String(s.staff))}</Typography.Text>}>{s.fullName}</List.Item>} />
          </Card>
          <Card title={tx.teachers} style={{ marginBottom: 16 }}>
            <List size="small" dataSource={site.teachers} locale={{ emptyText: <EmptyText text={tx.empty} /> }} renderItem={(t) => <List.Item><a href={`/teacherSpace?userId=${encodeURIComponent(t.userId)}`}>{t.realName}</a> · {t.subjects} · {t.organizeName}</List.Item>} />
          </Card>
          <Card title={tx.studios}>
            <List size="small" dataSource={site.studios} locale={{ emptyText: <EmptyText text={tx.empty} /> }} renderItem={(s) => <List.Item><a href={`/teacherStudio?id=${encodeURIComponent(s.id)}`}>{s.name}</a> · {s.organizeName}</List.Item>} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function PublicArticle({ id, back, tx }: { id: string; back: () => void; tx: (typeof texts)['zh'] }) {
  const lang = useLangCode();
  const [a, setA] = useState<{ title: string; bodyHtml: string; videoUrl: string; organizeName: string; publishedAt: number } | null | 'missing'>(null);
  useEffect(() => {
    http.get<NonNullable<Exclude<typeof a, 'missing'>>>(`/api/Public/Article/${encodeURIComponent(id)}`, undefined, { silent: true }).then((r) => setA(r.data), () => setA('missing'));
  }, [id]);
  const html = useMemo(() => (a && a !== 'missing' ? DOMPurify.sanitize(sanitizeHtml(a.bodyHtml), { USE_PROFILES: { html: true } }) : ''), [a]);
  if (a === null) return <Card loading />;
  if (a === 'missing') return <Result status="404" title={tx.notFound} extra={<Button onClick={back}>{tx.back}</Button>} />;
  return (
    <Card style={{ maxWidth: 860, margin: '0 auto' }} data-testid="website-article">
      <Button type="link" onClick={back} style={{ paddingLeft: 0 }}>{tx.back}</Button>
      <Typography.Title level={2}>{a.title}</Typography.Title>
      <Typography.Text type="secondary">{a.organizeName} · {formatDay(a.publishedAt, lang)}</Typography.Text>
      {a.videoUrl && <video src={a.videoUrl} controls style={{ width: '100%', marginTop: 12 }} aria-label={a.title} />}
      <div style={{ marginTop: 16 }} dangerouslySetInnerHTML={{ __html: html }} />
    </Card>
  );
}
