import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Card, Col, Descriptions, Empty, Input, List, Modal, Popconfirm, Row, Select, Space, Tabs, Tag, Typography } from 'antd';
import { EyeOutlined, HeartOutlined, PlusOutlined } from '@ant-design/icons';
import { http } from '../../api/client';
import { useSession } from '../../stores/session';
import { flattenRoutes } from '../../router/buildRoutes';
import { FE_AGE_GROUPS, FE_CATEGORIES } from '../../../contract/familyEducation/catalogue';
import { formatDay, useLangCode, useTexts } from '../community/useLang';
import EmptyText from '../community/EmptyText';
import { feTexts, fill, type FeTexts } from './texts';
import ArticleEditor, { type EditableArticle } from './ArticleEditor';

export interface ArticleItem {
  id: string;
  title: string;
  summary: string;
  category: string;
  ageGroup: string;
  state: string;
  reviewNote: string;
  authorId: string;
  authorName: string;
  organizeName: string;
  readCount: number;
  favouriteCount: number;
  favourite: boolean;
  publishedAt: number | null;
  updatedAt: number;
}
interface ChildView {
  children: { id: string; childName: string; className: string; headTeacher: string; ageGroup: string; schoolName: string }[];
  notices: { id: string; title: string; releasedAt: number; isRead: boolean }[];
  articles: ArticleItem[];
}

type View = 'published' | 'mine' | 'review' | 'favourite';
const STATE_COLOR: Record<string, string> = { draft: 'default', pending: 'orange', published: 'green', rejected: 'red' };

export function useLabels() {
  const lang = useLangCode();
  return useMemo(() => {
    const cat = Object.fromEntries(FE_CATEGORIES.map((c) => [c.code, c[lang]]));
    const age = Object.fromEntries(FE_AGE_GROUPS.map((c) => [c.code, c[lang]]));
    return { cat, age, lang };
  }, [lang]);
}

const openArticle = (navigate: ReturnType<typeof useNavigate>, id: string) => navigate(`/familyEducationArticle?id=${encodeURIComponent(id)}`);

/** 家庭教育: the parent's child page, the article library, the author's own articles and the review queue. */
export default function FamilyEducationView() {
  const tx = useTexts(feTexts);
  const routes = useSession((s) => s.routes);
  // The review tab is for holders of the notice-publishing right (the server checks the same).
  const reviewer = useMemo(() => flattenRoutes(routes?.routes ?? []).some((r) => r.meta.enCode === 'system.notice'), [routes]);
  const [tab, setTab] = useState('child');
  const [editing, setEditing] = useState<EditableArticle | null>(null);
  const [version, setVersion] = useState(0);
  const items = [
    { key: 'child', label: tx.tabChild, children: <ChildTab tx={tx} /> },
    { key: 'published', label: tx.tabArticles, children: <ArticleList tx={tx} view="published" version={version} /> },
    { key: 'mine', label: tx.tabMine, children: <ArticleList tx={tx} view="mine" version={version} onEdit={setEditing} onChanged={() => setVersion((v) => v + 1)} /> },
    ...(reviewer ? [{ key: 'review', label: tx.tabReview, children: <ArticleList tx={tx} view="review" version={version} onChanged={() => setVersion((v) => v + 1)} /> }] : []),
    { key: 'favourite', label: tx.tabFavourite, children: <ArticleList tx={tx} view="favourite" version={version} /> },
  ];
  return (
    <Card variant="borderless" data-testid="family-education">
      {/* Outside the tab bar: a button inside role=tablist is not a tab (axe: aria-required-children). */}
      <Space style={{ float: 'right', position: 'relative', zIndex: 1 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {tx.write}
        </Button>
      </Space>
      <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden />
      {editing && (
        <ArticleEditor
          tx={tx}
          article={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setVersion((v) => v + 1);
              setTab('mine');
            }
          }}
        />
      )}
    </Card>
  );
}

function ChildTab({ tx }: { tx: FeTexts }) {
  const navigate = useNavigate();
  const { age, lang } = useLabels();
  const [data, setData] = useState<ChildView | null>(null);
  useEffect(() => {
    http.get<ChildView>('/api/FamilyEducation/Child').then((r) => setData(r.data), () => setData({ children: [], notices: [], articles: [] }));
  }, []);
  if (!data) return <Card loading variant="borderless" />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        {data.children.length === 0 ? (
          <Empty description={<EmptyText text={tx.noChild} />} />
        ) : (
          data.children.map((c) => (
            <Card key={c.id} size="small" title={c.childName} style={{ marginBottom: 16 }} data-testid="fe-child">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={tx.school}>{c.schoolName}</Descriptions.Item>
                <Descriptions.Item label={tx.className}>{c.className}</Descriptions.Item>
                <Descriptions.Item label={tx.headTeacher}>{c.headTeacher}</Descriptions.Item>
                <Descriptions.Item label={tx.ageGroup}>{age[c.ageGroup] ?? c.ageGroup}</Descriptions.Item>
              </Descriptions>
            </Card>
          ))
        )}
        <Card size="small" title={tx.notices}>
          <List
            size="small"
            dataSource={data.notices}
            locale={{ emptyText: <EmptyText text={tx.noNotices} /> }}
            renderItem={(n) => (
              <List.Item extra={<Typography.Text type="secondary">{formatDay(n.releasedAt, lang)}</Typography.Text>}>
                <Space>
                  <Tag color={n.isRead ? 'default' : 'blue'}>{n.isRead ? tx.read : tx.unread}</Tag>
                  <a href={`/noticeDetail?id=${encodeURIComponent(n.id)}`} onClick={(e) => { e.preventDefault(); navigate(`/noticeDetail?id=${encodeURIComponent(n.id)}`); }}>
                    {n.title}
                  </a>
                </Space>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={tx.forAge}>
          <ArticleCards tx={tx} list={data.articles} />
        </Card>
      </Col>
    </Row>
  );
}

export function ArticleCards({ tx, list, actions }: { tx: FeTexts; list: ArticleItem[]; actions?: (a: ArticleItem) => React.ReactNode[] }) {
  const navigate = useNavigate();
  const { cat, age, lang } = useLabels();
  return (
    <List
      itemLayout="vertical"
      dataSource={list}
      locale={{ emptyText: <EmptyText text={tx.empty} /> }}
      renderItem={(a) => (
        <List.Item
          key={a.id}
          data-testid="fe-article"
          actions={[
            <span key="r"><EyeOutlined /> {fill(tx.reads, { n: a.readCount })}</span>,
            <span key="f"><HeartOutlined /> {fill(tx.favourites, { n: a.favouriteCount })}</span>,
            ...(actions?.(a) ?? []),
          ]}
        >
          <List.Item.Meta
            title={
              <a href={`/familyEducationArticle?id=${encodeURIComponent(a.id)}`} onClick={(e) => { e.preventDefault(); openArticle(navigate, a.id); }}>
                {a.title}
              </a>
            }
            description={
              <Space wrap size={4}>
                <Tag color="blue">{cat[a.category] ?? a.category}</Tag>
                <Tag color="purple">{age[a.ageGroup] ?? a.ageGroup}</Tag>
                {a.state !== 'published' && <Tag color={STATE_COLOR[a.state]}>{tx[`state_${a.state}` as keyof FeTexts]}</Tag>}
                <Typography.Text type="secondary">
                  {a.authorName} · {a.organizeName} · {formatDay(a.publishedAt ?? a.updatedAt, lang)}
                </Typography.Text>
              </Space>
            }
          />
          {a.summary}
          {a.state === 'rejected' && a.reviewNote && (
            <div>
              <Typography.Text type="danger">{tx.reviewNote}：{a.reviewNote}</Typography.Text>
            </div>
          )}
        </List.Item>
      )}
    />
  );
}

function ArticleList({ tx, view, version, onEdit, onChanged }: { tx: FeTexts; view: View; version: number; onEdit?: (a: EditableArticle) => void; onChanged?: () => void }) {
  const { message } = App.useApp();
  const lang = useLangCode();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<string | undefined>();
  const [ageGroup, setAgeGroup] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: ArticleItem[]; total: number } | null>(null);
  const [rejecting, setRejecting] = useState<ArticleItem | null>(null);
  const [note, setNote] = useState('');

  const load = useCallback(() => {
    http
      .get<{ list: ArticleItem[]; pagination: { total: number } }>('/api/FamilyEducation/Article', { view, keyword, category, ageGroup, currentPage: page, pageSize: 10 })
      .then((r) => setData({ list: r.data.list, total: r.data.pagination.total }), () => setData({ list: [], total: 0 }));
  }, [view, keyword, category, ageGroup, page]);
  useEffect(load, [load, version]);

  const review = async (a: ArticleItem, approve: boolean, reason = '') => {
    await http.post(`/api/FamilyEducation/Article/${a.id}/Actions/Review`, { approve, note: reason });
    void message.success(approve ? tx.approved : tx.rejected);
    onChanged?.();
    load();
  };
  const edit = async (a: ArticleItem) => {
    const r = await http.get<EditableArticle>(`/api/FamilyEducation/Article/${a.id}`);
    onEdit?.(r.data);
  };
  const remove = async (a: ArticleItem) => {
    await http.delete(`/api/FamilyEducation/Article/${a.id}`);
    onChanged?.();
    load();
  };
  const actions = (a: ArticleItem) => {
    if (view === 'mine')
      return [
        <Button key="e" size="small" onClick={() => void edit(a)}>{tx.edit}</Button>,
        <Popconfirm key="d" title={tx.removeConfirm} onConfirm={() => remove(a)}>
          <Button size="small" danger>{tx.remove}</Button>
        </Popconfirm>,
      ];
    if (view === 'review')
      return [
        <Button key="a" size="small" type="primary" onClick={() => void review(a, true)}>{tx.approve}</Button>,
        <Button key="r" size="small" danger onClick={() => { setNote(''); setRejecting(a); }}>{tx.reject}</Button>,
      ];
    return [];
  };
  const cats = FE_CATEGORIES.map((c) => ({ value: c.code, label: c[lang] }));
  const ages = FE_AGE_GROUPS.map((c) => ({ value: c.code, label: c[lang] }));
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={tx.search} aria-label={tx.search} style={{ width: 260 }} onSearch={(v) => { setPage(1); setKeyword(v); }} />
        <Select allowClear placeholder={tx.allCategories} aria-label={tx.category} style={{ width: 140 }} options={cats} value={category} onChange={(v) => { setPage(1); setCategory(v); }} />
        <Select allowClear placeholder={tx.allAges} aria-label={tx.ageGroup} style={{ width: 190 }} options={ages} value={ageGroup} onChange={(v) => { setPage(1); setAgeGroup(v); }} />
      </Space>
      {data ? <ArticleCards tx={tx} list={data.list} actions={actions} /> : <Card loading variant="borderless" />}
      {data && data.total > 10 && (
        <Space style={{ marginTop: 12 }}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>‹</Button>
          <span>{page} / {Math.ceil(data.total / 10)}</span>
          <Button disabled={page * 10 >= data.total} onClick={() => setPage((p) => p + 1)}>›</Button>
        </Space>
      )}
      <Modal open={!!rejecting} title={tx.reject} onCancel={() => setRejecting(null)} onOk={() => { const a = rejecting; setRejecting(null); if (a) void review(a, false, note); }} okText={tx.reject} cancelText={tx.cancel}>
        <Input.TextArea aria-label={tx.rejectReason} placeholder={tx.rejectReason} value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} rows={3} />
      </Modal>
    </>
  );
}
