import { useMemo } from 'react';
import { Empty, Tabs } from 'antd';
import { useRenderer } from '../../../renderer/RendererContext';
import type { CustomViewProps } from '../../../renderer/views/customViews';
import AppPageRenderer from '../menu/AppPageRenderer';
import { ITEM_KINDS, KIND_TITLES, menuItemSchema } from './itemSchemas';

/**
 * 系统菜单 → a menu's buttons, columns, form fields and data schemes, one tab each, every tab a list
 * page drawn by the renderer on that menu's routes (so create, edit and delete behave as everywhere).
 */
export default function MenuItemsView({ row }: CustomViewProps) {
  const env = useRenderer();
  const menuId = typeof row?.id === 'string' ? row.id : '';
  const items = useMemo(
    () =>
      ITEM_KINDS.map((kind) => ({
        key: kind,
        label: env.text(KIND_TITLES[kind]),
        children: <AppPageRenderer schema={menuItemSchema(menuId, kind)} permissionList={[]} services={env.services} lang={env.lang} />,
      })),
    [menuId, env],
  );
  if (!menuId) return <Empty />;
  return <Tabs items={items} destroyOnHidden />;
}
