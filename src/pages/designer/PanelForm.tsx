import { memo, useMemo } from 'react';
import { theme } from 'antd';
import Form from '@rjsf/antd';
import { englishStringTranslator, TranslatableString, type ErrorSchema, type RJSFSchema, type UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { FormDef } from '../../../contract/pageModel/pageSchema';
import { formStyles, rendererTemplates } from '../../../renderer/form/fieldTemplates';
import { localTextWidgets } from '../../../renderer/form/fieldWidgets';
import type { Tx } from './texts';

// A property panel: its form definition drawn with the renderer's own field and object templates
// (label column, red message under the control) and text inputs. Choices go straight to the
// designer; typed text stays in its input until a pause, a blur or Enter (the renderer's local text
// widgets), so a keystroke redraws one input, not the document, the canvas and the whole panel.

const validator = customizeValidator();

export interface PanelFormProps {
  def: FormDef;
  data: Record<string, unknown>;
  errors?: Record<string, string>;
  onChange: (data: Record<string, unknown>) => void;
  idPrefix: string;
  labelWidth?: number;
  tx: Tx;
}

/** rjsf's own button titles in the designer's language (its default is English). */
const BUTTONS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: 'arr.add',
  [TranslatableString.AddButton]: 'arr.add',
  [TranslatableString.RemoveButton]: 'arr.remove',
  [TranslatableString.MoveUpButton]: 'moveUp',
  [TranslatableString.MoveDownButton]: 'moveDown',
  [TranslatableString.CopyButton]: 'copy',
};

export const PanelForm = memo(function PanelForm({ def, data, errors, onChange, idPrefix, labelWidth = 96, tx }: PanelFormProps) {
  const translate = useMemo(() => (s: TranslatableString, params?: string[]) => (BUTTONS[s] ? tx(BUTTONS[s]) : englishStringTranslator(s, params)), [tx]);
  const { token } = theme.useToken();
  const css = useMemo(() => formStyles(token), [token]);
  const ui = useMemo<RjsfUiSchema>(() => ({ ...(def.uiSchema as RjsfUiSchema), 'ui:submitButtonOptions': { norender: true } }), [def.uiSchema]);
  const extraErrors = useMemo<ErrorSchema | undefined>(() => {
    if (!errors || !Object.keys(errors).length) return undefined;
    const out: Record<string, { __errors: string[] }> = {};
    for (const [k, m] of Object.entries(errors)) out[k] = { __errors: [m] };
    return out as ErrorSchema;
  }, [errors]);
  const ctx = useMemo(() => ({ layoutColumns: 1, labelWidth, flushers: new Set<() => void>() }), [labelWidth]);
  return (
    <div className="dz-panel-form">
      <style>{css}</style>
      <Form
        schema={def.schema as RJSFSchema}
        uiSchema={ui}
        formData={data}
        validator={validator}
        templates={rendererTemplates}
        widgets={localTextWidgets}
        formContext={ctx}
        idPrefix={idPrefix}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        translateString={translate}
        onChange={(e) => onChange((e.formData ?? {}) as Record<string, unknown>)}
      />
    </div>
  );
});
