import { createContext } from 'react';

/**
 * A form page bound to its host instead of to an API: the host owns the data, hears every committed
 * change and may mark fields with its own live checks. The designer's property panels are form pages
 * drawn this way (nothing is submitted; each change is applied to the design as it is made).
 */
export interface FormBinding {
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  errors?: Record<string, string>;
  idPrefix?: string;
  labelWidth?: number;
}

export const FormBindingContext = createContext<FormBinding | null>(null);
