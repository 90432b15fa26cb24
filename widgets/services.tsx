import { createContext, useContext } from 'react';

export type WidgetLang = 'zh' | 'zhtw' | 'en';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface UploadedFile {
  name: string;
  url: string;
  fileId: string;
}

/**
 * The only way a widget reaches the server. The app wires it to its http client (which already
 * toasts, handles 600–602 and the `n` parameter); stories and tests use the in-memory fake in
 * `testing/fakeServices.ts`.
 */
export interface WidgetServices {
  /** Resolves the envelope's `data`; rejects with a ServiceError when `code !== 200`. */
  request<T>(method: HttpMethod, url: string, params?: Record<string, unknown>): Promise<T>;
  /** POSTs to the common upload address plus `/{type}`; rejects with a ServiceError on `code !== 200`. */
  upload(type: string, file: File): Promise<UploadedFile>;
  lang: WidgetLang;
}

/** Rejection of `request`/`upload`: widgets show `msg` (the server's text) to the user. */
export class ServiceError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(msg);
    this.name = 'ServiceError';
  }
}

const missing = (): never => {
  throw new Error('WidgetServicesContext is not provided: wrap widgets in <WidgetServicesContext value={...}>');
};

// A provider-less default fails loudly on use instead of silently returning nothing.
const unprovided: WidgetServices = { request: missing, upload: missing, lang: 'zh' };

export const WidgetServicesContext = createContext<WidgetServices>(unprovided);

export function useWidgetServices(): WidgetServices {
  return useContext(WidgetServicesContext);
}
