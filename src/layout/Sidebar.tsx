import { useEffect, useMemo, useState } from 'react';
import { Layout, Menu } from 'antd';
import { useLocation } from 'react-router-dom';
import type { MenuNode } from '../router/buildRoutes';
import { indexMenu, openKeysFor, toMenuItems } from './menuItems';
import { useMenuNavigate } from './useMenuNavigate';
import Logo from './Logo';
import css from './layout.module.css';

export const SIDEBAR_WIDTH = 210;

interface Props {
  menus: MenuNode[];
  collapsed: boolean;
  dark: boolean;
  showLogo: boolean;
  mobile: boolean;
  onClose?: () => void;
}

export default function Sidebar({ menus, collapsed, dark, showLogo, mobile, onClose }: Props) {
  const { pathname } = useLocation();
  const go = useMenuNavigate();
  const items = useMemo(() => toMenuItems(menus), [menus]);
  const index = useMemo(() => indexMenu(menus), [menus]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(menus, pathname));

  useEffect(() => {
    if (collapsed) return;
    const wanted = openKeysFor(menus, pathname);
    setOpenKeys((keys) => Array.from(new Set([...keys, ...wanted])));
  }, [menus, pathname, collapsed]);

  return (
    <>
      {mobile && !collapsed && <div className={css.mask} onClick={onClose} />}
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={mobile ? 0 : 64}
        collapsed={collapsed}
        trigger={null}
        theme={dark ? 'dark' : 'light'}
        className={`${css.sider} ${mobile ? css.siderMobile : ''} ${dark ? '' : css.siderLight}`}
        data-testid="sidebar"
      >
        {showLogo && <Logo collapsed={collapsed} dark={dark} />}
        <div className={css.siderMenu}>
          <Menu
            mode="inline"
            theme={dark ? 'dark' : 'light'}
            items={items}
            selectedKeys={[pathname]}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={(keys) => setOpenKeys(keys as string[])}
            inlineCollapsed={collapsed}
            onClick={({ key }) => {
              const node = index.get(String(key));
              if (node) go(node);
            }}
          />
        </div>
      </Layout.Sider>
    </>
  );
}
