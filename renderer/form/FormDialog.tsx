import { useEffect, useRef, useState } from 'react';
import { Button, Drawer, Modal, Result, Space, Spin } from 'antd';
import type { FormDef } from '../../contract/pageModel/pageSchema';
import { useRenderer } from '../RendererContext';
import { preloadWidgets, widgetNamesOf } from '../widgetCache';
import type { FormMode } from './linkage';
import { SchemaForm, type SchemaFormHandle } from './SchemaForm';

export interface FormDialogProps {
  def: FormDef;
  mode: FormMode;
  title: string;
  /** Initial values, or a loader (edit/detail fetch the full record from api.info). */
  data?: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
  onSubmit: (data: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}

/** A create/edit/detail form in an antd Modal or Drawer, as the form definition says. */
export function FormDialog({ def, mode, title, data, onSubmit, onClose }: FormDialogProps) {
  const { t, widgets } = useRenderer();
  const handle = useRef<SchemaFormHandle>(null);
  const [busy, setBusy] = useState(false);
  const [initial, setInitial] = useState<Record<string, unknown> | undefined>(typeof data === 'function' ? undefined : (data ?? {}));
  const [failed, setFailed] = useState(false);
  // The form is drawn once its widgets' code is here, so it does not grow under the user's pointer.
  const [loading] = useState(() => preloadWidgets(widgets, widgetNamesOf(def.uiSchema)));
  const [widgetsReady, setWidgetsReady] = useState(loading === null);
  useEffect(() => {
    if (!loading) return;
    let live = true;
    void loading.then(() => live && setWidgetsReady(true));
    return () => {
      live = false;
    };
  }, [loading]);

  useEffect(() => {
    if (typeof data !== 'function') return;
    let live = true;
    data().then(
      (d) => live && setInitial(d ?? {}),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [data]);

  const body = failed ? (
    <Result status="warning" title={t('loadFailed')} />
  ) : initial === undefined || !widgetsReady ? (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  ) : (
    <SchemaForm def={def} mode={mode} initialData={initial} onSubmit={onSubmit} handle={handle} onBusy={setBusy} />
  );

  const footer =
    mode === 'detail' ? (
      <Button onClick={onClose}>{t('cancel')}</Button>
    ) : (
      <Space>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="primary" loading={busy} disabled={initial === undefined || !widgetsReady} onClick={() => handle.current?.submit()}>
          {t('ok')}
        </Button>
      </Space>
    );

  if (def.container === 'drawer') {
    return (
      <Drawer open title={title} size={def.width ?? 600} onClose={onClose} footer={<div style={{ textAlign: 'right' }}>{footer}</div>} destroyOnHidden>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open title={title} width={def.width ?? 600} onCancel={onClose} footer={footer} destroyOnHidden mask={{ closable: false }}>
      {body}
    </Modal>
  );
}
