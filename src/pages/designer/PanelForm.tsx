import { memo, useMemo } from 'react';
import type { FormDef, Lang } from '../../../contract/pageModel/pageSchema';
import PageRenderer from '../../../renderer/PageRenderer';
import type { FormBinding } from '../../../renderer/form/formBinding';
import { widgets } from '../../../widgets/index';
import { http } from '../../api/client';
import { createWidgetServices } from '../../api/widgetServices';
import { useApp } from '../../stores/app';
import { panelPage } from './model/panelPage';

// A property panel is a form page (kind 'form', checked by the page-schema validator like any other)
// drawn by the renderer, bound to the designer instead of an API (renderer/form/formBinding.ts): the
// same templates, widgets, localisation and rjsf button texts as every form of the product. Typed
// text stays in its input until a pause, a blur or Enter (the renderer's local text widgets), so a
// keystroke redraws one input, not the document, the canvas and the whole panel.

export interface PanelFormProps {
  /** Names the panel's page ('designer.panel.<id>'). */
  id: string;
  def: FormDef;
  data: Record<string, unknown>;
  errors?: Record<string, string>;
  onChange: (data: Record<string, unknown>) => void;
  idPrefix: string;
  labelWidth?: number;
  lang: Lang;
}

let services: ReturnType<typeof createWidgetServices> | null = null;
function panelServices() {
  services ??= createWidgetServices(http, () => useApp.getState().language);
  return services;
}

export const PanelForm = memo(function PanelForm({ id, def, data, errors, onChange, idPrefix, labelWidth = 96, lang }: PanelFormProps) {
  const page = useMemo(() => panelPage(id, def), [id, def]);
  const binding = useMemo<FormBinding>(() => ({ data, onChange, errors, idPrefix, labelWidth }), [data, onChange, errors, idPrefix, labelWidth]);
  return (
    <div className="dz-panel-form">
      <PageRenderer schema={page} services={panelServices()} widgets={widgets} lang={lang} formBinding={binding} />
    </div>
  );
});
