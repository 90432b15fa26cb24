import type { WidgetServices } from '../services';
import { cachedRequest } from './useRemote';

export type ModelRecord = Record<string, unknown> & { id: string };

/** The record detail answer may carry the record itself or, as JNPF does, its fields as JSON text in `data`. */
export function recordOf(answer: unknown): ModelRecord | null {
  if (!answer || typeof answer !== 'object') return null;
  const a = answer as Record<string, unknown>;
  if (typeof a.data === 'string') {
    try {
      return { id: String(a.id ?? ''), ...(JSON.parse(a.data) as Record<string, unknown>) } as ModelRecord;
    } catch {
      return null;
    }
  }
  return a as ModelRecord;
}

export function fetchModelRecord(services: WidgetServices, modelId: string, id: string): Promise<ModelRecord | null> {
  return cachedRequest<unknown>(services, 'GET', `/api/VisualDevelopment/Model/${encodeURIComponent(modelId)}/${encodeURIComponent(id)}`).then(recordOf);
}

export function displayOf(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(displayOf).join('，');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
