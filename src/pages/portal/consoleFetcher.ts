import { http } from '../../api/client';

/** Reads through the console's client: the session cookie and its language, toasts silenced (each card shows its own error). */
export const consoleFetcher = (url: string) => http.get(url, undefined, { silent: true }).then((r) => r.data);
