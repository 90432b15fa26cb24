import type { ReactNode } from 'react';

/**
 * The subset of rjsf's WidgetProps our field widgets read. rjsf passes a superset, so the renderer
 * can hand its WidgetProps straight through; stories and tests pass only what matters.
 */
export interface FieldWidgetProps<V = unknown, O extends object = Record<string, unknown>> {
  id?: string;
  value?: V;
  onChange: (value: V | undefined) => void;
  onBlur?: (id: string, value: unknown) => void;
  onFocus?: (id: string, value: unknown) => void;
  disabled?: boolean;
  readonly?: boolean;
  required?: boolean;
  label?: string;
  placeholder?: string;
  options?: O;
  schema?: { title?: string; description?: string; [k: string]: unknown };
  uiSchema?: Record<string, unknown>;
  rawErrors?: string[];
  /** rjsf's formContext; CalculateField and RelationAttribute read `formContext.formData`. */
  formContext?: { formData?: Record<string, unknown>; [k: string]: unknown };
  registry?: { formContext?: { formData?: Record<string, unknown>; [k: string]: unknown } };
}

/** What a table cell renderer receives. */
export interface CellProps<V = unknown, O extends object = Record<string, unknown>, R = Record<string, unknown>> {
  value: V;
  record: R;
  options?: O;
}

/** Tree nodes as the selector endpoints send them (spec §3 "Tree node"). */
export interface TreeNode {
  id: string;
  fullName: string;
  type?: string;
  hasChildren?: boolean;
  children?: TreeNode[];
  enCode?: string;
  parentId?: string;
  icon?: string;
  [k: string]: unknown;
}

export interface ListData<T> {
  list: T[];
  pagination?: { currentPage: number; pageSize: number; total: number };
}

export type Renderable = ReactNode;

export function hasErrors(rawErrors?: string[]): boolean {
  return !!rawErrors && rawErrors.length > 0;
}

/** rjsf keeps the form's data on formContext or registry.formContext depending on who renders. */
export function formDataOf(props: Pick<FieldWidgetProps, 'formContext' | 'registry'>): Record<string, unknown> {
  return props.formContext?.formData ?? props.registry?.formContext?.formData ?? {};
}
