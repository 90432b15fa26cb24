import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { useWidgetServices } from '../services';
import { cachedRequest } from '../core/useRemote';
import { displayOf, fetchModelRecord } from '../core/relation';
import { formDataOf, type FieldWidgetProps, type ListData } from '../core/types';
import type { FlowOption } from '../RelationFlowPicker/RelationFlowPicker';

export interface RelationAttributeOptions {
  /** The sibling field (a RelationFormPicker or RelationFlowPicker) holding the related id. */
  relationField: string;
  /** The attribute of the related record to show. */
  showField: string;
  /** 'form' (default) reads a model record, 'flow' a workflow from the flow selector. */
  source?: 'form' | 'flow';
  /** Model of the related form ('form' source). */
  modelId?: string;
  /** Already known form values; otherwise rjsf's formContext.formData is read. */
  values?: Record<string, unknown>;
}

/**
 * Read-only: shows an attribute of the record chosen in a sibling relation field. It never calls
 * onChange, so nothing of it is saved (spec §2.5).
 */
export default function RelationAttribute(props: FieldWidgetProps<unknown, RelationAttributeOptions>) {
  const services = useWidgetServices();
  const o = props.options ?? ({} as RelationAttributeOptions);
  const values = o.values ?? formDataOf(props);
  const relatedId = values[o.relationField];
  const key = typeof relatedId === 'string' || typeof relatedId === 'number' ? String(relatedId) : '';
  const [text, setText] = useState('');

  useEffect(() => {
    if (!key || !o.showField) {
      setText('');
      return;
    }
    let live = true;
    const load =
      o.source === 'flow'
        ? cachedRequest<ListData<FlowOption>>(services, 'GET', '/api/WorkFlow/FlowEngine/Selector').then((d) => {
            const all = d.list.flatMap((f) => [f, ...(f.children ?? [])]);
            return (all.find((f) => f.id === key) as Record<string, unknown> | undefined) ?? null;
          })
        : o.modelId
          ? fetchModelRecord(services, o.modelId, key)
          : Promise.resolve(null);
    load.then(
      (r) => live && setText(r ? displayOf(r[o.showField]) : ''),
      () => live && setText(''),
    );
    return () => {
      live = false;
    };
  }, [services, key, o.source, o.modelId, o.showField]);

  return <Input id={props.id} readOnly value={text} disabled={props.disabled} style={{ background: 'rgba(0,0,0,0.02)' }} />;
}
