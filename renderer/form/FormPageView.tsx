import { useCallback, useContext, useState } from 'react';
import { App, Card } from 'antd';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { resolveEndpoint } from '../api/endpoint';
import { useRenderer } from '../RendererContext';
import { SchemaForm } from './SchemaForm';
import { FormBindingContext } from './formBinding';

const NO_SUBMIT = async () => {};

/**
 * A standalone form page: submits to api.create and starts a fresh form on success. Bound to a host
 * (formBinding.ts) it is the bare live form: no card, no submit, changes go to the host.
 */
export function FormPageView({ schema }: { schema: PageSchema }) {
  const env = useRenderer();
  const binding = useContext(FormBindingContext);
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
  if (binding) {
    return (
      <SchemaForm
        def={def}
        mode="edit"
        initialData={binding.data}
        onChange={binding.onChange}
        errors={binding.errors}
        idPrefix={binding.idPrefix}
        labelWidth={binding.labelWidth}
        onSubmit={NO_SUBMIT}
      />
    );
  }
  return (
    <Card title={env.text(def.title ?? schema.title)} data-testid={`form-${schema.id}`} style={{ maxWidth: def.width ?? 800 }}>
      <SchemaForm key={round} def={def} mode="create" onSubmit={submit} showSubmit submitText={env.t('submit')} />
    </Card>
  );
}
