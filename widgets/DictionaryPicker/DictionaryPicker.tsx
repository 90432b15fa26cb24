import { useTranslation } from 'react-i18next';
import { TreePickerCore, type TreePickerOptions, type TreePickerValue } from '../core/TreePicker';
import type { FieldWidgetProps } from '../core/types';

export interface DictionaryPickerOptions extends TreePickerOptions {
  /** Dictionary type id, e.g. 'grade'; nothing loads without it. */
  dictionaryType?: string;
}

export type DictionaryPickerProps = FieldWidgetProps<TreePickerValue, DictionaryPickerOptions>;

export default function DictionaryPicker(props: DictionaryPickerProps) {
  const { t } = useTranslation('widgets');
  const type = props.options?.dictionaryType;
  return (
    <TreePickerCore
      {...props}
      // rjsf hands every widget a placeholder, usually '': the picker's own hint shows unless the form names one.
      placeholder={props.placeholder || t('selectDictionary')}
      url={type ? `/api/System/DictionaryData/${encodeURIComponent(type)}/Data/Selector` : null}
    />
  );
}
