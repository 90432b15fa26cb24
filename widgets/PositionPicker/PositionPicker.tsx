import { useTranslation } from 'react-i18next';
import { TreePickerCore, type TreePickerOptions, type TreePickerValue } from '../core/TreePicker';
import type { FieldWidgetProps } from '../core/types';

export type PositionPickerProps = FieldWidgetProps<TreePickerValue, TreePickerOptions>;

export default function PositionPicker(props: PositionPickerProps) {
  const { t } = useTranslation('widgets');
  return <TreePickerCore placeholder={t('selectPosition')} {...props} url="/api/Permission/Position/All" />;
}
