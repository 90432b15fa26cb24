import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { Lang, PageSchema } from '../../contract/pageModel/pageSchema';
import { resolveEndpoint } from '../api/endpoint';
import { buildTemplate, importFields, readRows } from '../excel/importExcel';
import { downloadBlob } from '../excel/exportExcel';
import { useRenderer } from '../RendererContext';
import { localiseSchema } from '../i18n/localiseSchema';

const LANGS: Lang[] = ['zh', 'zhtw', 'en'];

interface ImportAnswer {
  accepted?: number;
  snum?: number;
  count?: number;
  /** Rows as numbered in the sheet (the header is row 1), each with its field errors. */
  refused?: { row: number; errors: { field: string; message: string }[] }[];
}

interface TemplateAnswer {
  name?: string;
  content?: string;
  url?: string;
}

function fromBase64(b64: string): ArrayBuffer {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes.buffer;
}

/**
 * Import from Excel: download the template (the server's `api.template` when there is one, else a
 * header row built from the form), fill it in, upload it; the rows go to `api.import` as
 * `{ list: [...] }` keyed by form field.
 */
export function ImportDialog({ schema, importApi, onDone, onClose }: { schema: PageSchema; importApi: string; onDone: () => void; onClose: () => void }) {
  const env = useRenderer();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<ImportAnswer['refused']>();
  const skip = Object.entries(schema.form?.modes ?? {}).filter(([, m]) => !m.includes('create')).map(([f]) => f);
  const form = schema.form?.schema ?? { type: 'object', properties: {} };
  const fieldsIn = (lang: Lang) => importFields(localiseSchema(form, undefined, lang, env.translations).schema, skip);
  // Headers in the page's language; an upload matches the titles in any language (the server's
  // templates carry the designed zh ones; a template may have been downloaded in another language).
  const fields = fieldsIn(env.lang);
  const matched = LANGS.flatMap(fieldsIn);
  const title = env.text(schema.title);
  const labelOf = (field: string) => fields.find((f) => f.field === field.split('.')[0])?.header ?? field;

  const template = async () => {
    if (schema.api?.template) {
      // The server's template (its headers, dropdowns of allowed values, only the columns this user may
      // fill) comes as JSON through the one http client, which carries the session: { name, content }
      // with the workbook in base64, or { name, url } for a link that needs no session.
      const ep = resolveEndpoint(schema.api.template);
      const data = await env.services.request<TemplateAnswer | null>(ep.method, ep.url).catch(() => null);
      if (data?.content) {
        downloadBlob(fromBase64(data.content), data.name ?? `${title}.xlsx`);
        return;
      }
      if (data?.url) {
        const a = document.createElement('a');
        a.href = data.url;
        a.download = data.name ?? `${title}.xlsx`;
        a.click();
        return;
      }
      if (data === null) return;
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
      const rows = await readRows(await file.arrayBuffer(), matched);
      if (!rows.length) {
        message.warning(env.t('importEmpty'));
        return;
      }
      const ep = resolveEndpoint(importApi);
      const res = await env.services.request<ImportAnswer | null>(ep.method, ep.url, { list: rows });
      message.success(env.t('importDone', { ok: res?.accepted ?? res?.snum ?? res?.count ?? rows.length }));
      onDone();
      // Refused rows stay on screen so the user can fix exactly those; a clean import closes.
      if (res?.refused?.length) setRefused(res.refused);
      else onClose();
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
        {refused && refused.length > 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="import-refused"
            title={env.t('importRefused', { n: refused.length })}
            description={
              <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 200, overflow: 'auto' }}>
                {refused.slice(0, 100).map((r) => (
                  <li key={r.row}>
                    {env.t('importRow', { row: r.row })}：{r.errors.map((e) => `${labelOf(e.field)} ${e.message}`).join('；')}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </Space>
    </Modal>
  );
}
