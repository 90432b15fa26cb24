import { useTranslation } from 'react-i18next';
import { TreePickerCore, type TreePickerOptions, type TreePickerValue } from '../core/TreePicker';
import type { FieldWidgetProps, TreeNode } from '../core/types';

export type DepartmentPickerProps = FieldWidgetProps<TreePickerValue, TreePickerOptions>;

// The selector tree mixes organisations and departments; only departments are answers.
const isDepartment = (n: TreeNode) => n.type === 'department';

export default function DepartmentPicker(props: DepartmentPickerProps) {
  const { t } = useTranslation('widgets');
  return (
    <TreePickerCore
      {...props}
      // rjsf hands every widget a placeholder, usually '': the picker's own hint shows unless the form names one.
      placeholder={props.placeholder || t('selectDepartment')}
      url="/api/Permission/Organize/Department/Selector"
      canSelect={isDepartment}
    />
  );
}
