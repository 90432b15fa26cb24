import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Empty, Input, Segmented, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEMES, iconNamesOf, searchIcons, type IconTheme } from './iconNames';

type IconModule = Record<string, unknown>;
let loaded: Promise<IconModule> | null = null;

/** The whole @ant-design/icons set, loaded once and only where icons are picked or listed (it is over 1 MB). */
export function loadIcons(): Promise<IconModule> {
  loaded ??= import('@ant-design/icons').then((m) => m as unknown as IconModule);
  return loaded;
}

/** One icon by name from the loaded set, or nothing while it loads or for an unknown name. */
export function NamedIcon({ name, icons }: { name: string; icons: IconModule | null }) {
  const Icon = icons?.[name] as ComponentType | undefined;
  return Icon ? <Icon /> : null;
}

export function useIcons(): IconModule | null {
  const [icons, setIcons] = useState<IconModule | null>(null);
  useEffect(() => {
    let live = true;
    void loadIcons().then((m) => live && setIcons(m));
    return () => {
      live = false;
    };
  }, []);
  return icons;
}

const LIMIT = 240;

/**
 * The icon set as a searchable grid of buttons, one theme at a time; `onPick` gets the name.
 * Shown by the icon picker's popover and by 系统图标.
 */
export default function IconGrid({ onPick, selected, columns = 8 }: { onPick: (name: string) => void; selected?: string; columns?: number }) {
  const { t } = useTranslation('widgets');
  const icons = useIcons();
  const names = useMemo(() => (icons ? iconNamesOf(icons) : []), [icons]);
  const [query, setQuery] = useState('');
  const [theme, setTheme] = useState<IconTheme>('Outlined');
  const { shown, total } = searchIcons(names, query, theme, LIMIT);
  return (
    <div data-testid="icon-grid">
      <div style={{ display: 'flex', gap: 8, marginBottom: 8, flexWrap: 'wrap' }}>
        <Input.Search allowClear placeholder={t('iconSearch')} aria-label={t('iconSearch')} value={query} onChange={(e) => setQuery(e.target.value)} style={{ flex: '1 1 200px' }} />
        <Segmented<IconTheme>
          value={theme}
          onChange={setTheme}
          options={THEMES.map((th) => ({ value: th, label: t(`icon${th}` as 'iconOutlined') }))}
        />
      </div>
      <Spin spinning={!icons}>
        <Typography.Text type="secondary">{total > LIMIT ? t('searchTruncated', { n: LIMIT }) : t('iconCount', { n: total })}</Typography.Text>
        {icons && shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <div role="list" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 4, marginTop: 8, maxHeight: 360, overflowY: 'auto' }}>
            {shown.map((name) => (
              <div role="listitem" key={name} style={{ display: 'flex' }}>
                <button
                  type="button"
                  title={name}
                  aria-pressed={name === selected}
                  onClick={() => onPick(name)}
                  style={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 4,
                    padding: '8px 2px',
                    border: `1px solid ${name === selected ? 'var(--ant-color-primary, #1677ff)' : 'transparent'}`,
                    borderRadius: 6,
                    background: 'transparent',
                    cursor: 'pointer',
                    flex: 1,
                    minWidth: 0,
                    fontSize: 20,
                    color: 'inherit',
                  }}
                >
                  {/* The name shown is the whole name, the button's accessible name; the picture is decoration. */}
                  <span aria-hidden="true">
                    <NamedIcon name={name} icons={icons} />
                  </span>
                  <span style={{ fontSize: 10, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
                </button>
              </div>
            ))}
          </div>
        )}
      </Spin>
    </div>
  );
}
