import type { ReactNode } from 'react';
import { Avatar, Dropdown, Modal, Tooltip, message } from 'antd';
import {
  DownOutlined, FontSizeOutlined, InfoCircleOutlined, LockOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined,
  ProfileOutlined, SettingOutlined, UserOutlined, AppstoreAddOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../router/buildRoutes';
import { useSession } from '../stores/session';
import { useApp, SIZES, type SizeName } from '../stores/app';
import { signOut } from '../auth/signIn';
import { currentUserApi } from '../api/currentUserApi';
import LanguagePicker from '../pages/login/LanguagePicker';
import MenuSearch from './MenuSearch';
import NavbarLive from '../live/NavbarLive';
import { useShellDialog } from './ShellDialogs';
import css from './layout.module.css';


interface Props {
  menus: MenuNode[];
  showHamburger: boolean;
  showSearch: boolean;
  dark?: boolean;
  left?: ReactNode;
}

export default function Navbar({ menus, showHamburger, showSearch, dark, left }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const opened = useApp((s) => s.sidebarOpened);
  const toggle = useApp((s) => s.toggleSidebar);
  const size = useApp((s) => s.size);
  const setSize = useApp((s) => s.setSize);
  const setDialog = useShellDialog((s) => s.show);

  const logout = () =>
    Modal.confirm({
      title: t('common.tip'),
      content: t('nav.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await signOut();
        navigate('/login', { replace: true });
      },
    });

  const lock = () => {
    useSession.getState().lock();
    navigate('/lockScreen', { replace: true });
  };

  const userMenu = {
    items: [
      { key: 'profile', icon: <ProfileOutlined />, label: t('nav.profile'), 'data-testid': 'user-menu-profile' },
      { key: 'menuConfig', icon: <AppstoreAddOutlined />, label: t('nav.menuConfig'), 'data-testid': 'user-menu-config' },
      { key: 'lock', icon: <LockOutlined />, label: t('nav.lockScreen'), 'data-testid': 'user-menu-lock' },
      { type: 'divider' as const },
      { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout'), 'data-testid': 'user-menu-logout' },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'profile') navigate('/profile');
      else if (key === 'menuConfig') setDialog('menuConfig');
      else if (key === 'lock') lock();
      else if (key === 'logout') logout();
    },
  };

  const sizeMenu = {
    selectable: true,
    selectedKeys: [size],
    items: SIZES.map((s) => ({ key: s, label: t(`sizes.${s}`), 'data-testid': `size-${s}` })),
    onClick: ({ key }: { key: string }) => {
      setSize(key as SizeName);
      void message.success(t('nav.sizeSuccess'));
    },
  };

  const cls = `${css.navbar} ${dark ? css.navbarDark : ''}`;
  return (
    <div className={cls} data-testid="navbar">
      <div className={css.navLeft}>
        {showHamburger && (
          <button type="button" className={css.iconButton} onClick={toggle} aria-label={t('nav.hamburger')} data-testid="hamburger">
            {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          </button>
        )}
        {left}
      </div>
      <div className={css.navRight}>
        {showSearch && <MenuSearch menus={menus} />}
        <NavbarLive />
        <Dropdown menu={sizeMenu} trigger={['click']}>
          <Tooltip title={t('nav.size')}>
            <button type="button" className={css.iconButton} aria-label={t('nav.size')} data-testid="size-selector">
              <FontSizeOutlined />
            </button>
          </Tooltip>
        </Dropdown>
        <LanguagePicker className={css.iconButton} save={(l) => void currentUserApi.saveLanguage(l).catch(() => undefined)} />
        <Tooltip title={t('nav.about')}>
          <button type="button" className={css.iconButton} onClick={() => setDialog('about')} aria-label={t('nav.about')} data-testid="about-button">
            <InfoCircleOutlined />
          </button>
        </Tooltip>
        <Tooltip title={t('nav.settings')}>
          <button type="button" className={css.iconButton} onClick={() => setDialog('settings')} aria-label={t('nav.settings')} data-testid="settings-button">
            <SettingOutlined />
          </button>
        </Tooltip>
        <Dropdown menu={userMenu} trigger={['click']} placement="bottomRight">
          <span className={css.user} role="button" data-testid="user-dropdown">
            <Avatar size={28} src={userInfo?.headIcon || undefined} icon={<UserOutlined />} />
            <span className={css.userName}>{userInfo?.realName || userInfo?.account}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </span>
        </Dropdown>
      </div>
    </div>
  );
}
