import type { Lang } from '../../../../contract/pageModel/pageSchema';

/*
 * Byte downloads and multipart uploads of the example pages. The session cookie signs them; the
 * headers are what the app's http client sends (language, the X-Requested-With marker the server wants of cookie-signed writes).
 */

const headers = (lang: Lang): Record<string, string> => ({ 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': lang === 'zhtw' ? 'zh-TW' : lang === 'en' ? 'en' : 'zh-CN' });

export class FetchRefused extends Error {}

/** The bytes of a GET, or the server's message when it answered an error envelope. */
export async function fetchBytes(url: string, lang: Lang): Promise<Blob> {
  const res = await fetch(url, { headers: headers(lang) });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.startsWith('application/json')) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new FetchRefused(body?.msg ?? res.statusText);
  }
  return res.blob();
}

/** Saves a GET's bytes under `name` (the browser's download). */
export async function download(url: string, name: string, lang: Lang): Promise<void> {
  const href = URL.createObjectURL(await fetchBytes(url, lang));
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** POSTs one file (multipart field "file") and answers the envelope. */
export async function postFile<T>(url: string, file: File, lang: Lang): Promise<{ code: number; msg: string; data: T }> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(url, { method: 'POST', body: form, headers: headers(lang) });
  return (await res.json()) as { code: number; msg: string; data: T };
}
