import { useRef, useState } from 'react';
import { Button, Checkbox, Empty, Popover, Tooltip, message } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface ColumnSetting {
  key: string;
  label: string;
  visible: boolean;
}

export interface ColumnSettingsProps {
  columns: ColumnSetting[];
  onChange: (columns: ColumnSetting[]) => void;
  /** What "reset" restores; the columns first given by default. */
  defaultColumns?: ColumnSetting[];
  disabled?: boolean;
}

/** Pure reorder used by drag and by the arrow buttons. */
export function moveColumn<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list.slice();
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** List-toolbar popover: show/hide columns with checkboxes, reorder by dragging or arrows, reset. */
export default function ColumnSettings({ columns, onChange, defaultColumns, disabled }: ColumnSettingsProps) {
  const { t } = useTranslation('widgets');
  const [toast, holder] = message.useMessage();
  // The first columns seen are the default when the caller gives none.
  const initial = useRef(defaultColumns ?? columns);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const visibleCount = columns.filter((c) => c.visible).length;

  const toggle = (i: number, visible: boolean) => {
    if (!visible && visibleCount <= 1) {
      // An empty table helps nobody; the menu settings keep one entry for the same reason.
      void toast.warning(t('keepOneColumn'));
      return;
    }
    onChange(columns.map((c, j) => (j === i ? { ...c, visible } : c)));
  };

  const content = (
    <div style={{ width: 260 }}>
      {holder}
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingBottom: 8, borderBottom: '1px solid #f0f0f0' }}>
        <Checkbox
          checked={visibleCount === columns.length && columns.length > 0}
          indeterminate={visibleCount > 0 && visibleCount < columns.length}
          onChange={(e) => columns.length && onChange(columns.map((c, j) => ({ ...c, visible: e.target.checked || j === 0 })))}
        >
          {t('columnSettings')}
        </Checkbox>
        <Button type="link" size="small" onClick={() => onChange(initial.current.map((c) => ({ ...c })))}>
          {t('reset')}
        </Button>
      </div>
      {columns.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />
      ) : (
        <ul role="list" style={{ listStyle: 'none', margin: 0, padding: '4px 0', maxHeight: 360, overflowY: 'auto' }}>
          {columns.map((c, i) => (
            <li
              key={c.key}
              draggable
              data-testid={`column-${c.key}`}
              onDragStart={() => setDragFrom(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragFrom !== null) onChange(moveColumn(columns, dragFrom, i));
                setDragFrom(null);
              }}
              style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0', background: dragFrom === i ? '#e6f4ff' : undefined }}
            >
              <HolderOutlined style={{ cursor: 'grab', color: 'rgba(0,0,0,0.45)' }} />
              <Checkbox checked={c.visible} onChange={(e) => toggle(i, e.target.checked)} style={{ flex: 1, minWidth: 0 }}>
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{c.label}</span>
              </Checkbox>
              <Button type="text" size="small" aria-label={`${t('moveUp')} ${c.label}`} disabled={i === 0} icon={<ArrowUpOutlined />} onClick={() => onChange(moveColumn(columns, i, i - 1))} />
              <Button type="text" size="small" aria-label={`${t('moveDown')} ${c.label}`} disabled={i === columns.length - 1} icon={<ArrowDownOutlined />} onClick={() => onChange(moveColumn(columns, i, i + 1))} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" content={content} open={open} onOpenChange={setOpen}>
      {/* The tooltip would sit on the popover's header while it is open. */}
      <Tooltip title={t('columnSettings')} open={open ? false : undefined}>
        <Button type="text" icon={<SettingOutlined />} aria-label={t('columnSettings')} disabled={disabled} />
      </Tooltip>
    </Popover>
  );
}
