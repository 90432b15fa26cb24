import { useCallback, useState } from 'react';
import { App, Card } from 'antd';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { resolveEndpoint } from '../api/endpoint';
import { useRenderer } from '../RendererContext';
import { SchemaForm } from './SchemaForm';

/** A standalone form page: submits to api.create and starts a fresh form on success. */
export function FormPageView({ schema }: { schema: PageSchema }) {
  const env = useRenderer();
  const { message } = App.useApp();
  const [round, setRound] = useState(0);
  const def = schema.form!;
  const submit = useCallback(
    async (data: Record<string, unknown>) => {
      const ep = resolveEndpoint(schema.api!.create!, data);
      await env.services.request(ep.method, ep.url, data);
      message.success(env.t('createSuccess'));
      setRound((n) => n + 1);
    },
    [schema, env, message],
  );
  return (
    <Card title={env.text(def.title ?? schema.title)} data-testid={`form-${schema.id}`} style={{ maxWidth: def.width ?? 800 }}>
      <SchemaForm key={round} def={def} mode="create" onSubmit={submit} showSubmit submitText={env.t('submit')} />
    </Card>
  );
}
