import { useMemo, useState } from 'react';
import { Button, Input, Modal, Space, Tree, message } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { buildTreeIndex, labelOf } from '../core/treeIndex';
import { TruncatedHint, useIndexedTree } from '../core/TreePicker';
import { useCachedGet } from '../core/useRemote';
import { useSpecMessage } from '../core/useSpecMessage';
import { hasErrors, type FieldWidgetProps, type ListData, type TreeNode } from '../core/types';
import { SECONDARY_TEXT } from '../core/colors';

const USERS_URL = '/api/Permission/Users/SelectorNoAut';

// Spec §5: nodes that have children are ignored as choices (they are organisations/departments).
const isChoice = (n: TreeNode) => !n.hasChildren && !(n.children && n.children.length);

export interface ApproverDialogProps {
  open: boolean;
  onOk: (user: TreeNode) => void;
  onCancel: () => void;
  /** Users tree instead of loading it (the caller already has it). */
  nodes?: TreeNode[];
}

/** The approver-picking dialog (spec §2.5): width 450, a name/number filter and the user tree. */
export function ApproverDialog({ open, onOk, onCancel, nodes }: ApproverDialogProps) {
  const { t } = useTranslation('widgets');
  const msg = useSpecMessage();
  const [toast, holder] = message.useMessage();
  const remote = useCachedGet<ListData<TreeNode>>(nodes || !open ? null : USERS_URL);
  const list = nodes ?? remote.data?.list;
  const index = useMemo(() => buildTreeIndex(list), [list]);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<TreeNode | null>(null);
  const tree = useIndexedTree(index, isChoice, query, true);

  const ok = () => {
    if (!picked) {
      void toast.warning(msg('approverRequired'));
      return;
    }
    onOk(picked);
  };

  return (
    <Modal
      open={open}
      width={450}
      title={t('approverTitle')}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={ok}
      onCancel={onCancel}
      destroyOnHidden
      styles={{ body: { paddingTop: 8 } }}
    >
      {holder}
      <Input.Search
        allowClear
        placeholder={t('approverFilter')}
        onChange={(e) => setQuery(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <div style={{ border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6, padding: 4, minHeight: 120 }}>
        {tree.treeData.length === 0 ? (
          <div style={{ padding: 24, textAlign: 'center', color: SECONDARY_TEXT }}>
            {remote.loading ? t('loading') : t('noData')}
          </div>
        ) : (
          <Tree
            blockNode
            virtual
            height={360}
            treeData={tree.treeData}
            expandedKeys={tree.expandedKeys}
            onExpand={(keys) => tree.onExpand(keys as string[])}
            selectedKeys={picked ? [picked.id] : []}
            onSelect={(_keys, info) => {
              const node = (info.node as unknown as { node: TreeNode }).node;
              if (isChoice(node)) setPicked(info.selected ? node : null);
            }}
          />
        )}
        {tree.truncated && <TruncatedHint />}
      </div>
      {picked && (
        <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.65)' }} data-testid="approver-picked">
          <UserOutlined /> {labelOf(index, picked.id)}
        </div>
      )}
    </Modal>
  );
}

/**
 * As a form field: shows the chosen approver and opens the dialog. The value is the user id;
 * options.multiple is not offered because the dialog returns one approver.
 */
export default function ApproverField(props: FieldWidgetProps<string, { placeholder?: string }>) {
  const { t } = useTranslation('widgets');
  const { value, onChange, disabled, readonly, rawErrors, id } = props;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<TreeNode | null>(null);
  // The name of an already stored approver comes from the same cached tree the dialog uses.
  const remote = useCachedGet<ListData<TreeNode>>(value && !chosen ? USERS_URL : null);
  const index = useMemo(() => buildTreeIndex(remote.data?.list), [remote.data]);
  const name = chosen && chosen.id === value ? chosen.fullName : value ? labelOf(index, value) : '';
  const off = disabled || readonly;
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          readOnly
          value={name}
          placeholder={props.options?.placeholder ?? t('approverPick')}
          status={hasErrors(rawErrors) ? 'error' : undefined}
          disabled={disabled}
          onClick={() => !off && setOpen(true)}
          allowClear={!off}
          onChange={(e) => e.target.value === '' && onChange(undefined)}
        />
        <Button icon={<UserOutlined />} disabled={off} onClick={() => setOpen(true)} aria-label={t('approverPick')} />
      </Space.Compact>
      <ApproverDialog
        open={open}
        onCancel={() => setOpen(false)}
        onOk={(user) => {
          setChosen(user);
          onChange(user.id);
          setOpen(false);
        }}
      />
    </>
  );
}
