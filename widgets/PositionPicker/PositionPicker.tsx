import { useTranslation } from 'react-i18next';
import { TreePickerCore, type TreePickerOptions, type TreePickerValue } from '../core/TreePicker';
import type { FieldWidgetProps } from '../core/types';

export type PositionPickerProps = FieldWidgetProps<TreePickerValue, TreePickerOptions>;

export default function PositionPicker(props: PositionPickerProps) {
  const { t } = useTranslation('widgets');
  return <TreePickerCore {...props}
      // rjsf hands every widget a placeholder, usually '': the picker's own hint shows unless the form names one.
      placeholder={props.placeholder || t('selectPosition')} url="/api/Permission/Position/All" />;
}
