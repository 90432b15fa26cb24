import { useState } from 'react';
import { App, Button, Modal, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { PageSchema } from '../../schemas/pageSchema';
import { resolveEndpoint } from '../api/endpoint';
import { buildTemplate, importFields, readRows } from '../excel/importExcel';
import { downloadBlob } from '../excel/exportExcel';
import { useRenderer } from '../RendererContext';

/**
 * Import from Excel: download the template (the server's `api.template` when there is one, else a
 * header row built from the form), fill it in, upload it; the rows go to `api.import` as
 * `{ list: [...] }` keyed by form field.
 */
export function ImportDialog({ schema, importApi, onDone, onClose }: { schema: PageSchema; importApi: string; onDone: () => void; onClose: () => void }) {
  const env = useRenderer();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const skip = Object.entries(schema.form?.modes ?? {}).filter(([, m]) => !m.includes('create')).map(([f]) => f);
  const fields = importFields(schema.form?.schema ?? { type: 'object', properties: {} }, skip).map((f) => ({
    ...f,
    header: f.header,
  }));
  const title = env.text(schema.title);

  const template = async () => {
    if (schema.api?.template) {
      const ep = resolveEndpoint(schema.api.template);
      const data = await env.services.request<{ url?: string } | null>(ep.method, ep.url);
      if (data?.url) {
        window.open(data.url, '_blank', 'noopener');
        return;
      }
    }
    downloadBlob(await buildTemplate(fields), `${title}.xlsx`);
  };

  const upload = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      message.error(env.t('importOnlyXlsx'));
      return;
    }
    setBusy(true);
    try {
      const rows = await readRows(await file.arrayBuffer(), fields);
      if (!rows.length) {
        message.warning(env.t('importEmpty'));
        return;
      }
      const ep = resolveEndpoint(importApi);
      const res = await env.services.request<{ snum?: number; count?: number } | null>(ep.method, ep.url, { list: rows });
      message.success(env.t('importDone', { ok: res?.snum ?? res?.count ?? rows.length }));
      onDone();
      onClose();
    } catch {
      // The http client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={env.t('importTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text>{env.t('importStep1')}</Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={() => void template()}>
          {env.t('downloadTemplate')}
        </Button>
        <Typography.Text>{env.t('importStep2')}</Typography.Text>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(f) => {
            void upload(f as unknown as File);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={busy}>
            {env.t('chooseFile')}
          </Button>
        </Upload>
      </Space>
    </Modal>
  );
}
