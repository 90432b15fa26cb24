import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import DOMPurify from 'dompurify';
import { Button, Card, Input, List, Result, Typography } from 'antd';
import { http } from '../../../api/client';
import { sanitizeHtml } from '../../../../contract/html/sanitizeHtml';
import { documentWords } from '../../../../contract/examples/document/words';
import { formatDay, useLangCode, useTexts } from '../../community/useLang';
import EmptyText from '../../community/EmptyText';

interface PublicDoc {
  id: string;
  title: string;
  summary: string;
  ownerName: string;
  organizeName: string;
  publishedAt: number;
}
interface PublicDetail extends PublicDoc {
  bodyHtml: string;
  version: number;
}

/** /document: the published knowledge documents (no sign-in); ?id=… opens one. */
export function PublicDocumentList() {
  const tx = useTexts(documentWords);
  const lang = useLangCode();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [keyword, setKeyword] = useState('');
  const [list, setList] = useState<PublicDoc[] | null>(null);
  useEffect(() => {
    if (id) return;
    http.get<{ list: PublicDoc[] }>('/api/Public/Document', { pageSize: 50, keyword: keyword || undefined }, { silent: true }).then((r) => setList(r.data.list), () => setList([]));
  }, [id, keyword]);
  if (id) return <PublicDocument source={`/api/Public/Document/${encodeURIComponent(id)}`} back={() => setParams({})} />;
  return (
    <Card style={{ maxWidth: 960, margin: '24px auto' }} title={tx.publicTitle} data-testid="public-documents" extra={<Input.Search aria-label={tx.docTitle} allowClear onSearch={setKeyword} style={{ width: 240 }} />}>
      <List<PublicDoc>
        loading={list === null}
        dataSource={list ?? []}
        locale={{ emptyText: <EmptyText text={tx.publicEmpty} /> }}
        renderItem={(d) => (
          <List.Item>
            <List.Item.Meta
              title={<a onClick={() => setParams({ id: d.id })}>{d.title}</a>}
              description={`${tx.by.replace('{name}', d.ownerName).replace('{org}', d.organizeName)} · ${formatDay(d.publishedAt, lang)} — ${d.summary}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** /documentNew: the newest published document. */
export function PublicNewestDocument() {
  return <PublicDocument source="/api/Public/Document/Newest" />;
}

function PublicDocument({ source, back }: { source: string; back?: () => void }) {
  const tx = useTexts(documentWords);
  const lang = useLangCode();
  const [d, setD] = useState<PublicDetail | null | 'missing'>(null);
  useEffect(() => {
    http.get<PublicDetail | null>(source, undefined, { silent: true }).then((r) => setD(r.data ?? 'missing'), () => setD('missing'));
  }, [source]);
  // sanitised on save already; again here, since this is what a stranger's browser shows
  const html = useMemo(() => (d && d !== 'missing' ? DOMPurify.sanitize(sanitizeHtml(d.bodyHtml), { USE_PROFILES: { html: true } }) : ''), [d]);
  if (d === null) return <Card loading style={{ maxWidth: 860, margin: '24px auto' }} />;
  if (d === 'missing') return <Result status="404" title={tx.publicEmpty} extra={back ? <Button onClick={back}>{tx.back}</Button> : <Button href="/document">{tx.back}</Button>} />;
  return (
    <Card style={{ maxWidth: 860, margin: '24px auto' }} data-testid="public-document">
      {back ? (
        <Button type="link" onClick={back} style={{ paddingLeft: 0 }}>
          {tx.back}
        </Button>
      ) : (
        <Button type="link" href="/document" style={{ paddingLeft: 0 }}>
          {tx.publicTitle}
        </Button>
      )}
      <Typography.Title level={2}>{d.title}</Typography.Title>
      <Typography.Text type="secondary">
        {tx.by.replace('{name}', d.ownerName).replace('{org}', d.organizeName)} · {formatDay(d.publishedAt, lang)} · {tx.version.replace('{n}', String(d.version))}
      </Typography.Text>
      <div style={{ marginTop: 16 }} dangerouslySetInnerHTML={{ __html: html }} />
    </Card>
  );
}
