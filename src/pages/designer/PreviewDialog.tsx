import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Modal, Segmented, Space, Spin } from 'antd';
import type { PageSchema } from '../../../contract/pageModel/pageSchema';
import { loadPageRenderer, type PageRendererProps } from '../../router/pageRegistry';
import { http } from '../../api/client';
import { createWidgetServices } from '../../api/widgetServices';
import { useApp } from '../../stores/app';
import { previewPage, previewServices } from './model/preview';
import type { Tx } from './texts';

export function PreviewDialog({ page, open, onClose, tx, phoneOnly }: { page: PageSchema; open: boolean; onClose: () => void; tx: Tx; phoneOnly?: boolean }) {
  const lang = useApp((s) => s.language);
  const [Renderer, setRenderer] = useState<ComponentType<PageRendererProps> | null>(null);
  const [device, setDevice] = useState<'desktop' | 'phone'>(phoneOnly ? 'phone' : 'desktop');
  const [view, setView] = useState<'form' | 'list'>(page.kind === 'form' || page.kind === 'dictionary' ? (page.kind === 'form' ? 'form' : 'list') : 'list');
  useEffect(() => {
    if (open && !Renderer) void loadPageRenderer().then((R) => setRenderer(() => R));
  }, [open, Renderer]);
  // Fresh in-memory records for every opening of the preview.
  const services = useMemo(() => (open ? previewServices(createWidgetServices(http, () => useApp.getState().language)) : null), [open]);
  const shown = useMemo(() => previewPage(page, view), [page, view]);
  const hasList = page.kind !== 'form' && page.kind !== 'dictionary';
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={device === 'phone' ? 480 : 'min(1200px, 96vw)'}
      title={
        <Space wrap>
          <span>{tx('preview')}</span>
          {!phoneOnly && (
            <Segmented
              aria-label={tx('preview')}
              value={device}
              onChange={(v) => setDevice(v as 'desktop' | 'phone')}
              options={[
                { value: 'desktop', label: tx('previewDesktop') },
                { value: 'phone', label: tx('previewPhone') },
              ]}
            />
          )}
          {hasList && (
            <Segmented
              aria-label={tx('preview')}
              value={view}
              onChange={(v) => setView(v as 'form' | 'list')}
              options={[
                { value: 'list', label: tx('previewList') },
                { value: 'form', label: tx('previewForm') },
              ]}
            />
          )}
        </Space>
      }
      destroyOnHidden
    >
      <div data-testid="designer-preview" className={device === 'phone' ? 'dz-preview-phone' : 'dz-preview-desktop'}>
        {Renderer && services ? <Renderer key={`${view}-${device}`} schema={shown} permissionList={[]} services={services} lang={lang} /> : <Spin />}
      </div>
    </Modal>
  );
}
