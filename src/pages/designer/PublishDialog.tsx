import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Radio, Select, TreeSelect } from 'antd';
import type { PageSchema } from '../../../contract/pageModel/pageSchema';
import { designApi, type MenuNode } from './api';
import type { Tx } from './texts';

interface PublishValues {
  parentId: string;
  fullName: string;
  icon: string;
  type: 3 | 4 | 5;
  roleIds: string[];
}

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const toTree = (nodes: MenuNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.fullName, children: toTree(n.children ?? []) }));

/** The menu type a page kind is published as: 4 dictionary, 5 report, 3 every other page. */
export function menuTypeOf(kind: PageSchema['kind']): 3 | 4 | 5 {
  return kind === 'dictionary' ? 4 : kind === 'report' ? 5 : 3;
}

export function PublishDialog({ id, kind, name, open, onClose, tx }: { id: string; kind: PageSchema['kind']; name: string; open: boolean; onClose: () => void; tx: Tx }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PublishValues>();
  const [menus, setMenus] = useState<ReturnType<typeof toTree>>([]);
  const [roles, setRoles] = useState<{ value: string; label: string }[]>([]);
  const [menuId, setMenuId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ fullName: name, icon: 'FormOutlined', type: menuTypeOf(kind), roleIds: [] });
    void designApi.menuTree().then((d) => setMenus(toTree(d.list ?? [])), () => setMenus([]));
    void designApi.roles().then((d) => setRoles((d.list ?? []).map((r) => ({ value: r.id, label: r.fullName }))), () => setRoles([]));
    // Republishing updates the menu the page already has.
    void designApi.menus(id).then(
      (d) => {
        const m = d.list?.[0];
        setMenuId(m?.id);
        if (m) form.setFieldsValue({ parentId: m.parentId, fullName: m.fullName, icon: m.icon, type: (m.type as 3 | 4 | 5) ?? menuTypeOf(kind), roleIds: m.roleIds ?? [] });
      },
      () => setMenuId(undefined),
    );
  }, [open, id, kind, name, form]);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await designApi.publish(id, { ...(menuId ? { menuId } : {}), ...v });
      void message.success(tx('publishDone'));
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const req = [{ required: true, message: tx('required') }];
  return (
    <Modal open={open} title={tx('publishTitle')} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden okText={tx('publish')}>
      <Form form={form} layout="vertical" data-testid="designer-publish">
        <Form.Item name="parentId" label={tx('parentMenu')} rules={req}>
          <TreeSelect treeData={menus} showSearch treeNodeFilterProp="title" treeDefaultExpandAll />
        </Form.Item>
        <Form.Item name="fullName" label={tx('menuName')} rules={req}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="icon" label={tx('menuIcon')} rules={req}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="type" label={tx('menuType')} rules={req}>
          <Radio.Group options={[3, 4, 5].map((t) => ({ value: t, label: tx(`menuType.${t}`) }))} />
        </Form.Item>
        <Form.Item name="roleIds" label={tx('roles')}>
          <Select mode="multiple" options={roles} optionFilterProp="label" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
