import { useEffect, useMemo, useRef, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../router/buildRoutes';
import { indexMenu, splitTopMenu, toMenuItems } from './menuItems';
import { useMenuNavigate } from './useMenuNavigate';
import css from './layout.module.css';

function hasDescendant(item: unknown, key: string): boolean {
  const children = (item as { children?: unknown[] } | null)?.children;
  return !!children?.some((c) => (c as { key?: string } | null)?.key === key || hasDescendant(c, key));
}

/** The functional layout's horizontal menu: as many items as fit at 116 px, the rest under 更多. */
export default function TopMenu({ menus, dark = true }: { menus: MenuNode[]; dark?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const go = useMenuNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const index = useMemo(() => indexMenu(menus), [menus]);
  const items = useMemo<MenuProps['items']>(() => {
    const all = toMenuItems(menus);
    const { shown, more } = splitTopMenu(all, width);
    if (!more.length) return shown;
    // rc-menu marks this overflow submenu selected whatever is selected; it is highlighted only
    // when the current page really lives under it.
    const inMore = more.some((item) => pathname === item?.key || hasDescendant(item, pathname));
    return [...shown, { key: 'menuMore', label: t('common.more'), icon: <EllipsisOutlined />, children: more, className: inMore ? undefined : css.moreIdle }];
  }, [menus, width, t, pathname]);

  // The active top item is the one whose subtree holds the current page (also /application, /space).
  const selected = useMemo(() => {
    const keys = [pathname];
    const top = menus.find((m) => pathname === m.path || pathname.startsWith(m.path + '/'));
    if (top) keys.push(top.kind === 'directory' ? `dir:${top.key}` : top.path);
    return keys;
  }, [menus, pathname]);

  return (
    // data-split-width: the width the items were split for; equal to the box's width once settled.
    <div ref={box} className={css.topMenu} data-testid="top-menu" data-split-width={width}>
      <Menu
        mode="horizontal"
        theme={dark ? 'dark' : 'light'}
        items={items}
        selectedKeys={selected}
        disabledOverflow
        onClick={({ key }) => {
          const node = index.get(String(key));
          if (node) go(node);
        }}
      />
    </div>
  );
}
