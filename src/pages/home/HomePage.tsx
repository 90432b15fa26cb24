import { useMemo, useState, type ReactNode } from 'react';
import { Avatar, Badge, Card, Col, Empty, List, Row, Skeleton, theme, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../stores/session';
import { searchableMenus } from '../../router/buildRoutes';
import { formatDate } from '../../../contract/rules/format';
import MenuIcon from '../../layout/MenuIcon';
import { useMenuNavigate } from '../../layout/useMenuNavigate';
import { brand } from '../../branding';
import type { MenuNode } from '../../router/buildRoutes';
import { messageApi, type InboxItem } from '../../live/messageApi';
import MessageDetailDialog from '../../live/MessageDetailDialog';
import { useLive } from '../../live/liveStore';
import { currentUserApi } from '../../api/currentUserApi';
import { http } from '../../api/client';
import type { PageResult } from '../../../contract/api';

// The home page's contents are not specified. It is the first screen every role sees, so it shows
// what a person comes back for: their shortcuts, what waits for them (workflow messages), the latest
// notices and their own recent sign-ins (so a sign-in they did not make stands out).

const INBOX_PAGE = 30;

function Stat({ value, label }: { value: ReactNode; label: string }) {
  return (
    <div style={{ textAlign: 'center', minWidth: 96 }}>
      <div style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.3 }}>{value}</div>
      <Typography.Text type="secondary">{label}</Typography.Text>
    </div>
  );
}

/** One open to-do item of the workflow engine (待办事宜's row). */
interface TodoTask {
  id: string;
  taskId: string;
  flowId: string;
  fullName: string;
  nodeName: string;
  flowUrgent: number;
  receiveTime: number;
}

/** One to-do line: urgency dot, title and step, time received; opens the task with its actions. */
function TodoLine({ item, onOpen }: { item: TodoTask; onOpen: (item: TodoTask) => void }) {
  const { token } = theme.useToken();
  return (
    <List.Item style={{ padding: '8px 0', cursor: 'pointer' }} onClick={() => onOpen(item)} data-testid="home-todo">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%', minWidth: 0 }}>
        <Badge status={item.flowUrgent >= 3 ? 'error' : item.flowUrgent === 2 ? 'warning' : 'processing'} />
        <span title={item.fullName} style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: token.colorText }}>
          {item.fullName} · {item.nodeName}
        </span>
        <span style={{ flex: 'none', color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>{formatDate(item.receiveTime, 'MM-DD HH:mm')}</span>
      </div>
    </List.Item>
  );
}

/** One message line: unread dot, title, date; opens the message. */
function MessageLine({ item, onOpen }: { item: InboxItem; onOpen: (id: string) => void }) {
  const { token } = theme.useToken();
  const unread = item.isRead === '0';
  return (
    <List.Item style={{ padding: '8px 0', cursor: 'pointer' }} onClick={() => onOpen(item.id)}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%', minWidth: 0 }}>
        <Badge status={unread ? 'error' : 'default'} />
        <span
          title={item.title}
          style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: unread ? 500 : undefined, color: unread ? token.colorText : token.colorTextSecondary }}
        >
          {item.title}
        </span>
        <span style={{ flex: 'none', color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>{formatDate(item.lastModifyTime, 'MM-DD HH:mm')}</span>
      </div>
    </List.Item>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const userInfo = useSession((s) => s.userInfo);
  const menus = useSession((s) => s.routes?.menus ?? []);
  const unreadCount = useLive((s) => s.unreadNoticeCount);
  const go = useMenuNavigate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);

  const shortcuts = useMemo(() => {
    const leaves: MenuNode[] = [];
    const walk = (list: MenuNode[]) => list.forEach((n) => (n.children?.length ? walk(n.children) : n.kind !== 'notOpen' && n.path !== '/home' && leaves.push(n)));
    walk(menus);
    return leaves.slice(0, 12);
  }, [menus]);
  const count = useMemo(() => searchableMenus(menus).length, [menus]);

  const inbox = useQuery({
    queryKey: ['home', 'inbox'],
    queryFn: async () => (await messageApi.inbox({ currentPage: 1, pageSize: INBOX_PAGE })).data.list,
  });
  const logins = useQuery({
    queryKey: ['home', 'logins'],
    queryFn: async () => (await currentUserApi.loginLog({ currentPage: 1, pageSize: 5 })).data.list,
  });
  // What waits for the person: their open approvals, newest first. A new one rings the bell (the
  // unread count), which is what asks for this list again, so it follows without a reload.
  const todo = useQuery({
    queryKey: ['home', 'todo', unreadCount],
    queryFn: async () => (await http.get<PageResult<TodoTask>>('/api/WorkFlow/FlowBefore/List/1', { currentPage: 1, pageSize: 5 })).data,
  });
  const todos = todo.data?.list ?? [];
  const pendingTodos = todo.data?.pagination.total ?? 0;
  const openTask = (item: TodoTask) => navigate(`/workFlow/flowTodo?task=${encodeURIComponent(`${item.flowId}~${item.taskId}`)}`);
  const notices = useMemo(() => (inbox.data ?? []).filter((m) => m.type !== 2).slice(0, 6), [inbox.data]);
  const markRead = (id: string) =>
    queryClient.setQueryData<InboxItem[]>(['home', 'inbox'], (list) => list?.map((m) => (m.id === id ? { ...m, isRead: '1' } : m)));

  const more = <Typography.Link onClick={() => navigate('/messageRecord')}>{t('pages.homeMore')}</Typography.Link>;
  const cardBody = { body: { paddingTop: 4, paddingBottom: 8 } };
  const empty = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ margin: '16px 0' }} />;

  return (
    <div data-testid="home-page">
      <Card variant="borderless" style={{ marginBottom: 12 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          <Avatar size={56} src={userInfo?.headIcon || undefined} icon={<UserOutlined />} />
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('pages.homeWelcome', { name: userInfo?.realName || userInfo?.account || '' })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {[userInfo?.organizeName, userInfo?.departmentName].filter(Boolean).join(' / ') || brand.platformName}
            </Typography.Text>
            {userInfo?.prevLoginTime ? (
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('pages.homeLastLogin', { time: formatDate(userInfo.prevLoginTime, 'YYYY-MM-DD HH:mm'), place: userInfo.prevLoginIPAddressName || userInfo.prevLoginIPAddress || '-' })}
                </Typography.Text>
              </div>
            ) : null}
          </div>
          <div style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
            <Stat value={unreadCount} label={t('pages.homeUnread')} />
            <div style={{ width: 1, background: token.colorBorderSecondary }} />
            <Stat value={todo.isLoading ? '-' : pendingTodos} label={t('pages.homeTodo')} />
            <div style={{ width: 1, background: token.colorBorderSecondary }} />
            <Stat value={count} label={t('pages.homeMenuCount')} />
          </div>
        </div>
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={16}>
          <Card variant="borderless" title={t('pages.homeShortcuts')} style={{ height: '100%' }}>
            <Row gutter={[12, 12]}>
              {shortcuts.map((n) => (
                <Col key={n.key} xs={12} sm={8} md={6}>
                  <button
                    type="button"
                    onClick={() => go(n)}
                    style={{
                      width: '100%',
                      border: `1px solid ${token.colorBorderSecondary}`,
                      borderRadius: token.borderRadius,
                      background: token.colorFillQuaternary,
                      padding: '16px 8px',
                      cursor: 'pointer',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: 8,
                    }}
                  >
                    <span style={{ fontSize: 22, color: token.colorPrimary }}>
                      <MenuIcon name={n.icon} />
                    </span>
                    <span style={{ fontSize: 13, color: token.colorText, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}>{n.title}</span>
                  </button>
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card
            variant="borderless"
            title={t('pages.homeTodo')}
            extra={<Typography.Link onClick={() => navigate('/workFlow/flowTodo')}>{t('pages.homeMore')}</Typography.Link>}
            style={{ height: '100%' }}
            styles={cardBody}
          >
            {todo.isLoading ? (
              <Skeleton active paragraph={{ rows: 4 }} title={false} />
            ) : todos.length ? (
              <List dataSource={todos} split={false} renderItem={(m) => <TodoLine item={m} onOpen={openTask} />} />
            ) : (
              empty(t('pages.homeNoTodo'))
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card variant="borderless" title={t('pages.homeNotices')} extra={more} style={{ height: '100%' }} styles={cardBody}>
            {inbox.isLoading ? (
              <Skeleton active paragraph={{ rows: 5 }} title={false} />
            ) : notices.length ? (
              <List dataSource={notices} split={false} renderItem={(m) => <MessageLine item={m} onOpen={setOpenId} />} />
            ) : (
              empty(t('pages.homeNoNotice'))
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={t('pages.homeRecentLogins')} extra={<Typography.Link onClick={() => navigate('/profile')}>{t('pages.homeMore')}</Typography.Link>} style={{ height: '100%' }} styles={cardBody}>
            {logins.isLoading ? (
              <Skeleton active paragraph={{ rows: 4 }} title={false} />
            ) : logins.data?.length ? (
              <List
                dataSource={logins.data}
                split={false}
                renderItem={(r) => (
                  <List.Item style={{ padding: '8px 0' }}>
                    <div style={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 8 }}>
                      <span>{formatDate(r.creatorTime, 'YYYY-MM-DD HH:mm')}</span>
                      <span style={{ color: token.colorTextTertiary, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {[r.ipAddressName, r.ipaddress].filter(Boolean).join(' · ')}
                      </span>
                    </div>
                  </List.Item>
                )}
              />
            ) : (
              empty(t('pages.homeNoLogin'))
            )}
          </Card>
        </Col>
      </Row>
      <MessageDetailDialog id={openId} onClose={() => setOpenId(null)} onRead={markRead} onOpenTask={(path) => (setOpenId(null), navigate(path))} />
    </div>
  );
}
