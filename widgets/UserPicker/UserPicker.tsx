import { useTranslation } from 'react-i18next';
import { TreePickerCore, type TreePickerOptions, type TreePickerValue } from '../core/TreePicker';
import type { FieldWidgetProps, TreeNode } from '../core/types';

export type UserPickerProps = FieldWidgetProps<TreePickerValue, TreePickerOptions>;

/** Users are the leaves; organisation and department nodes only group them. */
export const isUser = (n: TreeNode) => n.type === 'user';

export default function UserPicker(props: UserPickerProps) {
  const { t } = useTranslation('widgets');
  return (
    <TreePickerCore {...props}
      // rjsf hands every widget a placeholder, usually '': the picker's own hint shows unless the form names one.
      placeholder={props.placeholder || t('selectUser')} url="/api/Permission/Users/SelectorNoAut" canSelect={isUser} />
  );
}
