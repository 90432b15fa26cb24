import { App, Button, Checkbox, Popover, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import type { ColumnDef } from '../../contract/pageModel/pageSchema';
import { useRenderer } from '../RendererContext';
import { moveColumn, toggleColumn, type ColumnSettings } from './columnSettings';

/** Show/hide and order of the columns (spec §2.5 column-settings popover). */
export function ColumnSettingsPopover({
  columns,
  settings,
  onChange,
  onReset,
}: {
  columns: ColumnDef[];
  settings: ColumnSettings;
  onChange: (s: ColumnSettings) => void;
  onReset: () => void;
}) {
  const env = useRenderer();
  const { message } = App.useApp();
  const byField = new Map(columns.map((c) => [c.field, c]));
  const hidden = new Set(settings.hidden);
  const content = (
    <div style={{ minWidth: 200, maxHeight: 360, overflow: 'auto' }} data-testid="column-settings">
      {settings.order.map((f, i) => (
        <div key={f} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}>
          <Checkbox
            checked={!hidden.has(f)}
            onChange={() => {
              const next = toggleColumn(settings, f);
              if (next) onChange(next);
              else message.warning(env.t('keepOneColumn'));
            }}
            style={{ flex: 1 }}
          >
            {env.text(byField.get(f)?.label ?? f)}
          </Checkbox>
          <Button size="small" type="text" aria-label="up" disabled={i === 0} icon={<ArrowUpOutlined />} onClick={() => onChange(moveColumn(settings, f, -1))} />
          <Button
            size="small"
            type="text"
            aria-label="down"
            disabled={i === settings.order.length - 1}
            icon={<ArrowDownOutlined />}
            onClick={() => onChange(moveColumn(settings, f, 1))}
          />
        </div>
      ))}
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        <Button size="small" onClick={onReset}>
          {env.t('columnReset')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={env.t('columnSettings')} content={content}>
      <Tooltip title={env.t('columnSettings')}>
        <Button aria-label={env.t('columnSettings')} icon={<SettingOutlined />} />
      </Tooltip>
    </Popover>
  );
}
