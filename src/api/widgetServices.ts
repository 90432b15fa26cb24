import type { HttpMethod, UploadedFile, WidgetServices, WidgetLang } from '../../widgets/services';
import { ServiceError } from '../../widgets/services';
import { HttpError, type Http } from './http';
import { appConfig } from '../config';

// WidgetServices over the one http client: widgets get `data`, or a ServiceError carrying the
// server's text (the client has already toasted it).

export function createWidgetServices(http: Http, lang: () => WidgetLang): WidgetServices {
  const unwrap = async <T>(call: Promise<{ data: T }>): Promise<T> => {
    try {
      return (await call).data;
    } catch (err) {
      if (err instanceof HttpError) throw new ServiceError(err.code, err.msg);
      throw err;
    }
  };
  return {
    request<T>(method: HttpMethod, url: string, params?: Record<string, unknown>) {
      return unwrap<T>(http.request<T>(method, url, params));
    },
    upload(type: string, file: File) {
      const form = new FormData();
      form.append('file', file);
      return unwrap<UploadedFile>(http.post<UploadedFile>(`${appConfig.uploadBase}/${encodeURIComponent(type)}`, form));
    },
    get lang() {
      return lang();
    },
  };
}
