import { Alert, App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomViewProps } from '../../../../renderer/views/customViews';
import IconGrid from '../../../../widgets/IconPicker/IconGrid';
import '../i18n';

/** 系统图标: the whole icon set, searchable by name; a click copies the name (what 系统菜单's icon field stores). */
export default function IconsView(_props: CustomViewProps) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name);
    } catch {
      // A page without clipboard permission still shows the name to copy by hand.
    }
    void message.success(t('icons.copied', { name }));
  };
  return (
    <div style={{ background: 'var(--ant-color-bg-container, #fff)', padding: 16 }} data-testid="system-icons">
      <Alert type="info" showIcon message={t('icons.note')} style={{ marginBottom: 12 }} />
      <IconGrid columns={10} onPick={(name) => void copy(name)} />
    </div>
  );
}
