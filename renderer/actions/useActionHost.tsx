import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { App, Modal, Spin } from 'antd';
import type { ActionDef, ColumnDef, FormDef, PageSchema } from '../../contract/pageModel/pageSchema';
import { endpointOf, fillBody, resolveEndpoint } from '../api/endpoint';
import { useRenderer, type RendererEnv } from '../RendererContext';
import { FormDialog } from '../form/FormDialog';
import type { FormMode } from '../form/linkage';
import { buildWorkbook, downloadBlob, fetchAllRows } from '../excel/exportExcel';
import { rowCellText } from '../table/cells';
import { loadDictionary, dictLabel } from '../dictionary/dictionaryCache';
import { customView } from '../views/customViews';
import { ImportDialog } from './ImportDialog';
import { actionApiRef, actionLabel, confirmText } from './actionMeta';

export interface ExportContext {
  /** Tree selection and search values by parameter name: a new record starts with those it has fields for. */
  defaults?: Record<string, unknown>;
  /** Visible columns in the user's order. */
  columns: ColumnDef[];
  /** The current list query (filters, sort, tree selection). */
  params: Record<string, unknown>;
  vars?: Record<string, unknown>;
}

export interface ActionHost {
  run: (action: ActionDef, row?: Record<string, unknown>) => void;
  element: ReactNode;
}

type Dialog =
  | { kind: 'form'; def: FormDef; mode: FormMode; title: string; data?: Record<string, unknown> | (() => Promise<Record<string, unknown>>); submit: (d: Record<string, unknown>) => Promise<void> }
  | { kind: 'import'; api: string }
  | { kind: 'view'; view: string; title: string; row?: Record<string, unknown> };

async function exportText(env: RendererEnv, c: ColumnDef, row: Record<string, unknown>): Promise<string> {
  if (c.cell?.startsWith('dict:')) return dictLabel(await loadDictionary(env.services, c.cell.slice(5)), row[c.field]);
  return rowCellText(c, row, env);
}

/**
 * '新建学生信息', '编辑用户', 'Edit user': the action with what it acts on (the form's title, else the
 * page's), so a dialog says which record it holds. A label that already names it is kept as it is.
 */
export function formTitle(verb: string, noun: string, lang: RendererEnv['lang']): string {
  if (!noun || verb.includes(noun)) return verb;
  return lang === 'en' ? `${verb} ${noun.charAt(0).toLowerCase()}${noun.slice(1)}` : `${verb}${noun}`;
}

/**
 * Runs toolbar and row actions for a page and holds the dialogs they open. Every request goes through
 * the services the shell provided; failures were already shown by its http client, so they only stop
 * the action here.
 */
export function useActionHost(schema: PageSchema, reload: () => void, exportContext?: () => ExportContext): ActionHost {
  const env = useRenderer();
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const rowKey = schema.rowKey ?? 'id';

  const call = useCallback(
    async (ref: string | undefined, row: Record<string, unknown> = {}, body?: Record<string, unknown>) => {
      const template = endpointOf(schema.api, ref);
      if (!template) throw new Error(`No endpoint '${ref}' on page ${schema.id}`);
      const ep = resolveEndpoint(template, { ...row, id: row[rowKey] });
      const payload = body ?? {};
      return env.services.request<unknown>(ep.method, ep.url, ep.method === 'GET' || Object.keys(payload).length ? payload : undefined);
    },
    [schema, env.services, rowKey],
  );

  const openForm = useCallback(
    (action: ActionDef, mode: FormMode, row?: Record<string, unknown>) => {
      const def = schema.form!;
      const titleKey = mode === 'create' ? 'formTitleCreate' : mode === 'edit' ? 'formTitleEdit' : 'formTitleDetail';
      const verb = action.label !== undefined ? actionLabel(action, env.t, env.text) : env.t(titleKey);
      const title = formTitle(verb, env.text(def.title ?? schema.title), env.lang);
      let data: Record<string, unknown> | (() => Promise<Record<string, unknown>>) | undefined;
      // Edit and detail show the full record (api.info), not just the columns the list carried.
      if (row && schema.api?.info) data = () => call('info', row).then((d) => ({ ...row, ...(d as object) }));
      else if (row) data = { ...row };
      else {
        const props = (def.schema.properties ?? {}) as Record<string, unknown>;
        const defaults = exportContext?.().defaults ?? {};
        data = Object.fromEntries(Object.entries(defaults).filter(([k, v]) => k in props && v !== undefined && v !== ''));
      }
      setDialog({
        kind: 'form',
        def,
        mode,
        title,
        data,
        submit: async (values) => {
          if (mode === 'create') {
            await call(actionApiRef(action) ?? 'create', {}, values);
            message.success(env.t('createSuccess'));
          } else {
            await call(action.api ?? 'update', row!, { ...values, [rowKey]: row![rowKey] });
            message.success(env.t('updateSuccess'));
          }
          setDialog(null);
          reload();
        },
      });
    },
    [schema, env, call, message, reload, rowKey, exportContext],
  );

  const execute = useCallback(
    async (action: ActionDef, row?: Record<string, unknown>) => {
      const r = row ?? {};
      switch (action.type) {
        case 'create':
          return openForm(action, 'create');
        case 'edit':
          return openForm(action, 'edit', r);
        case 'detail':
          return openForm(action, 'detail', r);
        case 'remove':
          await call(actionApiRef(action), r, fillBody(action.body, r));
          message.success(action.success ? env.text(action.success) : env.t('deleteSuccess'));
          return reload();
        case 'state':
          await call(actionApiRef(action), r, fillBody(action.body, r));
          message.success(action.success ? env.text(action.success) : env.t('stateSuccess'));
          return reload();
        case 'api':
          await call(action.api, r, fillBody(action.body, r));
          message.success(action.success ? env.text(action.success) : env.t('operationSuccess'));
          return reload();
        case 'dialog': {
          const def = schema.forms![action.dialog!];
          return setDialog({
            kind: 'form',
            def,
            mode: 'create',
            title: def.title ? env.text(def.title) : actionLabel(action, env.t, env.text),
            data: fillBody(action.body, r),
            submit: async (values) => {
              await call(action.api, r, values);
              message.success(action.success ? env.text(action.success) : env.t('operationSuccess'));
              setDialog(null);
              reload();
            },
          });
        }
        case 'export': {
          const ctx = exportContext?.();
          if (!ctx || !schema.api?.list) return;
          const hide = message.loading(env.t('exporting'), 0);
          try {
            const rows = await fetchAllRows(env.services, schema.api.list, ctx.params, ctx.vars);
            const title = env.text(schema.title);
            const buf = await buildWorkbook(title, ctx.columns, ctx.columns.map((c) => env.text(c.label)), rows, (c, row) => exportText(env, c, row));
            downloadBlob(buf, `${title}.xlsx`);
          } finally {
            hide();
          }
          return;
        }
        case 'import':
          return setDialog({ kind: 'import', api: endpointOf(schema.api, actionApiRef(action))! });
        case 'navigate': {
          const to = String(fillBody({ to: action.to }, r).to);
          if (env.navigate) env.navigate(to);
          else window.location.assign(to);
          return;
        }
        case 'view':
          // The action's body adds context the view needs (e.g. objectType 'Role' for authorisation).
          return setDialog({ kind: 'view', view: action.view!, title: actionLabel(action, env.t, env.text), row: { ...r, ...fillBody(action.body, r) } });
        case 'refresh':
          return reload();
      }
    },
    [schema, env, call, message, reload, openForm, exportContext],
  );

  const run = useCallback(
    (action: ActionDef, row?: Record<string, unknown>) => {
      const question = confirmText(action, env.t, env.text);
      const go = () => execute(action, row).catch(() => undefined);
      if (!question) {
        void go();
        return;
      }
      modal.confirm({
        title: env.t('confirmTitle'),
        content: question,
        okText: env.t('ok'),
        cancelText: env.t('cancel'),
        okButtonProps: { danger: action.type === 'remove' || action.danger },
        onOk: go,
      });
    },
    [env, execute, modal],
  );

  let element: ReactNode = null;
  if (dialog?.kind === 'form') {
    element = <FormDialog def={dialog.def} mode={dialog.mode} title={dialog.title} data={dialog.data} onSubmit={dialog.submit} onClose={close} />;
  } else if (dialog?.kind === 'import') {
    element = <ImportDialog schema={schema} importApi={dialog.api} onDone={reload} onClose={close} />;
  } else if (dialog?.kind === 'view') {
    const View = customView(env.views, dialog.view);
    element = (
      <Modal open title={dialog.title} width={900} footer={null} onCancel={close} destroyOnHidden>
        {View ? (
          <Suspense fallback={<Spin />}>
            <View schema={schema} row={dialog.row} onClose={close} />
          </Suspense>
        ) : (
          env.t('unknownView', { view: dialog.view, id: schema.id })
        )}
      </Modal>
    );
  }
  return { run, element };
}
