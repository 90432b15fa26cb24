import { useTranslation } from 'react-i18next';
import { TreePickerCore, type TreePickerOptions, type TreePickerValue } from '../core/TreePicker';
import type { FieldWidgetProps } from '../core/types';

export type CompanyPickerProps = FieldWidgetProps<TreePickerValue, TreePickerOptions>;

export default function CompanyPicker(props: CompanyPickerProps) {
  const { t } = useTranslation('widgets');
  return <TreePickerCore placeholder={t('selectCompany')} {...props} url="/api/Permission/Organize/Selector" />;
}
