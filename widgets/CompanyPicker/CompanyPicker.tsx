import { useTranslation } from 'react-i18next';
import { TreePickerCore, type TreePickerOptions, type TreePickerValue } from '../core/TreePicker';
import type { FieldWidgetProps } from '../core/types';

export type CompanyPickerProps = FieldWidgetProps<TreePickerValue, TreePickerOptions>;

export default function CompanyPicker(props: CompanyPickerProps) {
  const { t } = useTranslation('widgets');
  return <TreePickerCore {...props}
      // rjsf hands every widget a placeholder, usually '': the picker's own hint shows unless the form names one.
      placeholder={props.placeholder || t('selectCompany')} url="/api/Permission/Organize/Selector" />;
}
