import { useMemo } from 'react';
import { Avatar, Card, Col, Row, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { searchableMenus } from '../../router/buildRoutes';
import { formatDate } from '../../../contract/rules/format';
import MenuIcon from '../../layout/MenuIcon';
import { useMenuNavigate } from '../../layout/useMenuNavigate';
import { brand } from '../../branding';
import type { MenuNode } from '../../router/buildRoutes';

// The home page's contents are not specified; it greets the user and offers their menu as shortcuts.
export default function HomePage() {
  const { t } = useTranslation();
  const userInfo = useSession((s) => s.userInfo);
  const menus = useSession((s) => s.routes?.menus ?? []);
  const go = useMenuNavigate();
  const shortcuts = useMemo(() => {
    const leaves: MenuNode[] = [];
    const walk = (list: MenuNode[]) => list.forEach((n) => (n.children?.length ? walk(n.children) : n.kind !== 'notOpen' && n.path !== '/home' && leaves.push(n)));
    walk(menus);
    return leaves.slice(0, 12);
  }, [menus]);
  const count = useMemo(() => searchableMenus(menus).length, [menus]);

  return (
    <div data-testid="home-page">
      <Card variant="borderless" style={{ marginBottom: 12 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
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
          <div style={{ marginLeft: 'auto', textAlign: 'right' }}>
            <div style={{ fontSize: 28, fontWeight: 600 }}>{count}</div>
            <Typography.Text type="secondary">{t('pages.homeMenuCount')}</Typography.Text>
          </div>
        </div>
      </Card>
      <Card variant="borderless" title={t('pages.homeShortcuts')}>
        <Row gutter={[12, 12]}>
          {shortcuts.map((n) => (
            <Col key={n.key} xs={12} sm={8} md={6} lg={4}>
              <button
                type="button"
                onClick={() => go(n)}
                style={{ width: '100%', border: '1px solid #f0f0f0', borderRadius: 6, background: '#fafafa', padding: '16px 8px', cursor: 'pointer', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}
              >
                <span style={{ fontSize: 22, color: 'var(--ant-color-primary, #1890ff)' }}>
                  <MenuIcon name={n.icon} />
                </span>
                <span style={{ fontSize: 13, color: '#434343', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}>{n.title}</span>
              </button>
            </Col>
          ))}
        </Row>
      </Card>
    </div>
  );
}
