import { useState } from 'react';
import { Button, Input, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import IconGrid, { NamedIcon, useIcons } from './IconGrid';
import { hasErrors, type FieldWidgetProps } from '../core/types';

/**
 * `ui:widget: "iconPicker"`: an @ant-design/icons name (HomeOutlined) picked from the whole set by
 * searching it, or typed; the menu form (系统菜单) uses it for a menu's icon.
 */
export default function IconPicker({ id, value, onChange, disabled, readonly, rawErrors, placeholder }: FieldWidgetProps<string>) {
  const { t } = useTranslation('widgets');
  const icons = useIcons();
  const [open, setOpen] = useState(false);
  const locked = disabled || readonly;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        aria-label={id ? undefined : t('iconPick')}
        value={value ?? ''}
        prefix={<span style={{ width: 16, display: 'inline-flex' }}>{value ? <NamedIcon name={value} icons={icons} /> : null}</span>}
        placeholder={placeholder ?? t('iconPick')}
        disabled={locked}
        maxLength={100}
        status={hasErrors(rawErrors) ? 'error' : undefined}
        onChange={(e) => onChange(e.target.value || undefined)}
        allowClear
        data-testid="icon-picker-input"
      />
      <Popover
        open={open && !locked}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        content={
          <div style={{ width: 480 }}>
            <IconGrid
              selected={value}
              onPick={(name) => {
                onChange(name);
                setOpen(false);
              }}
            />
          </div>
        }
      >
        <Button disabled={locked} data-testid="icon-picker-open">
          {t('iconPick')}
        </Button>
      </Popover>
    </Space.Compact>
  );
}
