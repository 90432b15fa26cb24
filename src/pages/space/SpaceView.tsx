import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { App, Avatar, Button, Card, Col, Descriptions, Empty, Image, Input, List, Popconfirm, Row, Space, Statistic, Tabs, Tag, Typography, Upload } from 'antd';
import { DeleteOutlined, EyeInvisibleOutlined, LikeFilled, LikeOutlined, PictureOutlined, UserOutlined } from '@ant-design/icons';
import { http } from '../../api/client';
import { useSession } from '../../stores/session';
import { fill, formatDay, useLangCode, useTexts } from '../community/useLang';
import { spaceTexts, type SpaceTexts } from './texts';
import EmptyText from '../community/EmptyText';

interface Comment {
  id: string;
  userId: string;
  userName: string;
  content: string;
  createdAt: number;
}
export interface Post {
  id: string;
  userId: string;
  userName: string;
  headIcon: string;
  organizeName: string;
  content: string;
  images: string[];
  hidden: boolean;
  likeCount: number;
  liked: boolean;
  commentCount: number;
  comments: Comment[];
  mayModerate: boolean;
  createdAt: number;
}
interface Person {
  id: string;
  realName: string;
  account: string;
  organizeName: string;
  departmentName: string;
  postCount: number;
  followerCount: number;
  followingCount: number;
  followed: boolean;
  followsMe: boolean;
}

const SECTIONS = ['spaceHome', 'newsFeed', 'attention', 'aboutMe', 'activeUser', 'friend'] as const;
type Section = (typeof SECTIONS)[number];

/** 个人空间: /space/{spaceHome,newsFeed,attention,aboutMe,activeUser,friend}, one tab per address. */
export default function SpaceView() {
  const tx = useTexts(spaceTexts);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Each address keeps its own pane (layout/KeepAlive): this one draws the section it was opened at,
  // and reloads its lists when it is shown again, so a feed visited earlier shows new posts.
  const [own] = useState(pathname);
  const seg = own.split('/')[2] as Section;
  const section: Section = SECTIONS.includes(seg) ? seg : 'spaceHome';
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  const shown = pathname === own;
  useEffect(() => {
    if (shown) setVersion((v) => v + 1);
  }, [shown]);
  const body: Record<Section, React.ReactNode> = {
    spaceHome: (
      <>
        <Composer tx={tx} onPosted={bump} />
        <PostList tx={tx} view="home" version={version} />
      </>
    ),
    newsFeed: (
      <>
        <Composer tx={tx} onPosted={bump} />
        <PostList tx={tx} view="feed" version={version} />
      </>
    ),
    attention: <AttentionTab tx={tx} version={version} />,
    aboutMe: <AboutMe tx={tx} />,
    activeUser: <People tx={tx} view="active" version={version} />,
    friend: <People tx={tx} view="friends" version={version} />,
  };
  return (
    <Card variant="borderless" data-testid="space">
      <Tabs
        activeKey={section}
        onChange={(k) => navigate(`/space/${k}`)}
        items={SECTIONS.map((s) => ({ key: s, label: tx[s], children: section === s ? body[s] : null }))}
      />
    </Card>
  );
}

function Composer({ tx, onPosted }: { tx: SpaceTexts; onPosted: () => void }) {
  const { message } = App.useApp();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    const r = await http.post<{ url: string }>('/api/Common/Upload/image', form);
    setImages((list) => [...list, r.data.url].slice(0, 9));
  };
  const publish = async () => {
    setBusy(true);
    try {
      await http.post('/api/Space/Post', { content, images });
      setContent('');
      setImages([]);
      void message.success(tx.published);
      onPosted();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Input.TextArea value={content} onChange={(e) => setContent(e.target.value)} placeholder={tx.placeholder} aria-label={tx.placeholder} maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
      {images.length > 0 && (
        <Space wrap style={{ marginTop: 8 }}>
          {images.map((src, i) => (
            <Space key={src} direction="vertical" size={2}>
              <Image src={src} width={72} height={72} style={{ objectFit: 'cover' }} alt={fill(tx.imageAlt, { n: i + 1 })} />
              <Button size="small" type="link" onClick={() => setImages((l) => l.filter((x) => x !== src))}>{tx.removeImage}</Button>
            </Space>
          ))}
        </Space>
      )}
      <Space style={{ marginTop: 8, width: '100%', justifyContent: 'space-between' }}>
        <Upload accept="image/*" showUploadList={false} beforeUpload={(f) => { void upload(f); return false; }} disabled={images.length >= 9}>
          <Button icon={<PictureOutlined />}>{tx.addImage}</Button>
        </Upload>
        <Button type="primary" loading={busy} disabled={!content.trim() && !images.length} onClick={() => void publish()}>
          {tx.publish}
        </Button>
      </Space>
    </Card>
  );
}

export function PostList({ tx, view, userId, version }: { tx: SpaceTexts; view: 'home' | 'feed' | 'user' | 'all'; userId?: string; version: number }) {
  const [list, setList] = useState<Post[] | null>(null);
  const load = useCallback(() => {
    http.get<{ list: Post[] }>('/api/Space/Post', { view, userId, pageSize: 30 }).then((r) => setList(r.data.list), () => setList([]));
  }, [view, userId]);
  useEffect(load, [load, version]);
  if (!list) return <Card loading variant="borderless" />;
  if (!list.length) return <Empty description={<EmptyText text={tx.empty} />} />;
  return (
    <div data-testid="space-posts">
      {list.map((p) => (
        <PostCard key={p.id} tx={tx} post={p} onChanged={load} />
      ))}
    </div>
  );
}

function PostCard({ tx, post, onChanged }: { tx: SpaceTexts; post: Post; onChanged: () => void }) {
  const lang = useLangCode();
  const me = useSession((s) => s.userInfo?.userId);
  const [comment, setComment] = useState('');
  const like = async () => {
    if (post.liked) await http.delete(`/api/Space/Post/${post.id}/Like`);
    else await http.post(`/api/Space/Post/${post.id}/Like`);
    onChanged();
  };
  const send = async () => {
    await http.post(`/api/Space/Post/${post.id}/Comment`, { content: comment });
    setComment('');
    onChanged();
  };
  const act = async (call: Promise<unknown>) => {
    await call;
    onChanged();
  };
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="space-post">
      <List.Item.Meta
        avatar={<Avatar icon={<UserOutlined />} />}
        title={
          <Space>
            <span>{post.userName}</span>
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>{post.organizeName} · {formatDay(post.createdAt, lang)}</Typography.Text>
            {post.hidden && <Tag color="red">{tx.hiddenTag}</Tag>}
          </Space>
        }
        description={<Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 8, color: 'inherit' }}>{post.content}</Typography.Paragraph>}
      />
      {post.images.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap style={{ marginBottom: 8 }}>
            {post.images.map((src, i) => (
              <Image key={src} src={src} width={110} height={110} style={{ objectFit: 'cover' }} alt={fill(tx.imageAlt, { n: i + 1 })} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      <Space wrap>
        <Button size="small" type="text" icon={post.liked ? <LikeFilled /> : <LikeOutlined />} onClick={() => void like()} aria-pressed={post.liked}>
          {post.liked ? tx.unlike : tx.like} {post.likeCount}
        </Button>
        {post.mayModerate && (
          <Button size="small" type="text" icon={<EyeInvisibleOutlined />} onClick={() => void act(http.post(`/api/Space/Post/${post.id}/Actions/Hide`, { hidden: !post.hidden }))}>
            {post.hidden ? tx.unhide : tx.hide}
          </Button>
        )}
        {post.userId === me && (
          <Popconfirm title={tx.removeConfirm} onConfirm={() => act(http.delete(`/api/Space/Post/${post.id}`))}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />}>{tx.remove}</Button>
          </Popconfirm>
        )}
      </Space>
      {post.comments.length > 0 && (
        <List
          size="small"
          style={{ background: 'var(--ant-color-fill-quaternary, #fafafa)', marginTop: 8 }}
          dataSource={post.comments}
          renderItem={(c) => (
            <List.Item
              actions={
                c.userId === me || post.userId === me
                  ? [<Button key="d" size="small" type="link" onClick={() => void act(http.delete(`/api/Space/Comment/${c.id}`))}>{tx.remove}</Button>]
                  : []
              }
            >
              <Typography.Text strong>{c.userName}</Typography.Text>：{c.content}
            </List.Item>
          )}
        />
      )}
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input value={comment} onChange={(e) => setComment(e.target.value)} placeholder={tx.commentPlaceholder} aria-label={tx.commentPlaceholder} maxLength={500} onPressEnter={() => comment.trim() && void send()} />
        <Button onClick={() => void send()} disabled={!comment.trim()}>{tx.send}</Button>
      </Space.Compact>
    </Card>
  );
}

function People({ tx, view, keyword, version = 0 }: { tx: SpaceTexts; view: 'attention' | 'followers' | 'friends' | 'active' | 'all'; keyword?: string; version?: number }) {
  const [list, setList] = useState<Person[] | null>(null);
  const load = useCallback(() => {
    http.get<{ list: Person[] }>('/api/Space/People', { view, keyword, pageSize: 30 }).then((r) => setList(r.data.list), () => setList([]));
  }, [view, keyword]);
  useEffect(load, [load, version]);
  const toggle = async (p: Person) => {
    if (p.followed) await http.delete(`/api/Space/Follow/${p.id}`);
    else await http.post(`/api/Space/Follow/${p.id}`);
    load();
  };
  if (!list) return <Card loading variant="borderless" />;
  return (
    <List
      grid={{ gutter: 12, xs: 1, sm: 2, md: 3, xl: 4 }}
      dataSource={list}
      locale={{ emptyText: <EmptyText text={tx.noPeople} /> }}
      renderItem={(p) => (
        <List.Item>
          <Card size="small" data-testid="space-person">
            <Card.Meta
              avatar={<Avatar icon={<UserOutlined />} />}
              title={p.realName}
              description={
                <>
                  <div>{p.organizeName}{p.departmentName ? ` / ${p.departmentName}` : ''}</div>
                  <div>
                    {tx.posts} {p.postCount} · {tx.followers} {p.followerCount}
                  </div>
                </>
              }
            />
            <Space style={{ marginTop: 8 }}>
              <Button size="small" autoInsertSpace={false} type={p.followed ? 'default' : 'primary'} onClick={() => void toggle(p)} aria-label={`${p.followed ? tx.unfollow : tx.follow} ${p.realName}`}>
                {p.followed ? tx.unfollow : tx.follow}
              </Button>
              {p.followed && p.followsMe && <Tag color="green">{tx.mutual}</Tag>}
            </Space>
          </Card>
        </List.Item>
      )}
    />
  );
}

function AttentionTab({ tx, version }: { tx: SpaceTexts; version: number }) {
  const [keyword, setKeyword] = useState<string | undefined>();
  return (
    <Tabs
      size="small"
      items={[
        { key: 'following', label: tx.followingTab, children: <People tx={tx} view="attention" version={version} /> },
        { key: 'followers', label: tx.followersTab, children: <People tx={tx} view="followers" version={version} /> },
        {
          key: 'find',
          label: tx.findPeople,
          children: (
            <>
              <Input.Search allowClear placeholder={tx.searchPeople} aria-label={tx.searchPeople} style={{ width: 280, marginBottom: 12 }} onSearch={(v) => setKeyword(v || undefined)} />
              <People tx={tx} view="all" keyword={keyword} />
            </>
          ),
        },
      ]}
      destroyOnHidden
    />
  );
}

function AboutMe({ tx }: { tx: SpaceTexts }) {
  const me = useSession((s) => s.userInfo?.userId);
  const [p, setP] = useState<Person | null | 'missing'>(null);
  useEffect(() => {
    if (me) http.get<Person>(`/api/Space/Profile/${me}`).then((r) => setP(r.data), () => setP('missing'));
  }, [me]);
  if (!p) return <Card loading variant="borderless" />;
  if (p === 'missing') return <Empty description={<EmptyText text={tx.noPeople} />} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card size="small">
          <Space direction="vertical" align="center" style={{ width: '100%' }}>
            <Avatar size={72} icon={<UserOutlined />} />
            <Typography.Title level={4} style={{ margin: 0 }}>{p.realName}</Typography.Title>
          </Space>
          <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
            <Descriptions.Item label={tx.organize}>{p.organizeName}</Descriptions.Item>
            <Descriptions.Item label={tx.department}>{p.departmentName}</Descriptions.Item>
          </Descriptions>
          <Row>
            <Col span={8}><Statistic title={tx.posts} value={p.postCount} /></Col>
            <Col span={8}><Statistic title={tx.following} value={p.followingCount} /></Col>
            <Col span={8}><Statistic title={tx.followers} value={p.followerCount} /></Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <PostList tx={tx} view="home" version={0} />
      </Col>
    </Row>
  );
}
