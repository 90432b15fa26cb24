import { describe, expect, it, vi } from 'vitest';
import { buildUrl, createHttp, HttpError, NETWORK_ERROR, passesThrough, timeoutFor, type HttpDeps } from './http';
import { createWidgetServices } from './widgetServices';
import { ServiceError } from '../../widgets/services';

interface Call {
  url: string;
  init: RequestInit;
}

function fake(answer: (call: Call) => unknown | Promise<unknown>, overrides: Partial<HttpDeps> = {}) {
  const calls: Call[] = [];
  const toasts: [string, number][] = [];
  const onSessionEnd = vi.fn();
  const deps: HttpDeps = {
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      const body = await answer(call);
      if (body instanceof Error) throw body;
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    }) as unknown as typeof fetch,
    now: () => 1_700_000_123_456,
    toastError: (t, s) => toasts.push([t, s]),
    onSessionEnd,
    ...overrides,
  };
  return { http: createHttp(deps), calls, toasts, onSessionEnd };
}

const ok = (data: unknown = null) => ({ code: 200, msg: 'Success', data });

describe('http client: requests', () => {
  it('sends the app language as Accept-Language, and shows its own texts in it', async () => {
    const { http, calls } = fake(() => ok(), { getLanguage: () => 'en' });
    await http.get('/api/x');
    expect((calls[0].init.headers as Record<string, string>)['Accept-Language']).toBe('en');
    const tw = fake(() => ok(), { getLanguage: () => 'zhtw' });
    await tw.http.get('/api/x');
    expect((tw.calls[0].init.headers as Record<string, string>)['Accept-Language']).toBe('zh-TW');
    const zh = fake(() => ok());
    await zh.http.get('/api/x');
    expect((zh.calls[0].init.headers as Record<string, string>)['Accept-Language']).toBe('zh-CN');
    const down = fake(() => new Error('offline'), { getLanguage: () => 'en' });
    await expect(down.http.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(down.toasts).toEqual([['The network is poor; please try again later', 1.5]]);
  });

  it('sends GET payloads as query parameters and adds n = now in seconds', async () => {
    const { http, calls } = fake(() => ok([]));
    await http.get('/api/Permission/Users', { keyword: '张 三', currentPage: 2, skip: undefined, ids: ['a', 'b'] });
    const u = new URL(calls[0].url, 'http://x');
    expect(u.pathname).toBe('/api/Permission/Users');
    expect(u.searchParams.get('keyword')).toBe('张 三');
    expect(u.searchParams.get('currentPage')).toBe('2');
    expect(u.searchParams.has('skip')).toBe(false);
    expect(u.searchParams.getAll('ids')).toEqual(['a', 'b']);
    expect(u.searchParams.get('n')).toBe('1700000123');
    expect(calls[0].init.body).toBeUndefined();
  });

  it('keeps an existing query and adds n to every method', () => {
    expect(buildUrl('/api/x?a=1', undefined, 5_000)).toBe('/api/x?a=1&n=5');
    expect(buildUrl('/api/x', { o: { k: 1 } }, 0)).toBe('/api/x?o=%7B%22k%22%3A1%7D&n=0');
  });

  it('sends JSON bodies for POST/PUT/DELETE with the console header and same-origin credentials (the cookie), never a token', async () => {
    const { http, calls } = fake(() => ok());
    await http.post('/api/a', { x: 1 });
    await http.put('/api/b', { y: 2 });
    await http.delete('/api/c', { ids: [1] });
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(calls[0].init.body).toBe('{"x":1}');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect((calls[0].init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(new URL(calls[1].url, 'http://x').searchParams.get('n')).toBe('1700000123');
  });

  it('marks reads as the console too, without an Authorization header', async () => {
    const { http, calls } = fake(() => ok());
    await http.get('/api/a');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect((calls[0].init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('a console framed by another site (no cookie there) sends its in-memory token', async () => {
    const { http, calls } = fake(() => ok(), { getFrameToken: () => 'frame-tok' });
    await http.post('/api/a', {});
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('frame-tok');
  });

  it('passes FormData through untouched (uploads)', async () => {
    const { http, calls } = fake(() => ok());
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await http.post('/api/Common/Upload/userAvatar', form);
    expect(calls[0].init.body).toBe(form);
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('raises the timeout to 100000 ms for the long-running URLs, 60000 otherwise', () => {
    for (const u of ['/api/System/Synchronization/x', '/api/Extend/Email/Receive', '/api/Permission/Authorize/Data/1', '/api/PlatForm/DbSync/Actions/Execute']) {
      expect(timeoutFor(u)).toBe(100000);
    }
    expect(timeoutFor('/api/Permission/Users')).toBe(60000);
  });
});

describe('http client: answers', () => {
  it('resolves the whole envelope on code 200', async () => {
    const { http, toasts } = fake(() => ok({ token: 'x' }));
    await expect(http.post('/api/Common/Login/Login', {})).resolves.toEqual({ code: 200, msg: 'Success', data: { token: 'x' } });
    expect(toasts).toEqual([]);
  });

  it('code ≠ 200: toasts the server msg for 3 s and rejects with the code', async () => {
    const { http, toasts } = fake(() => ({ code: 400, msg: '账户已存在', data: [{ field: 'account' }] }));
    const err = await http.post('/api/Permission/Users', {}).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ code: 400, msg: '账户已存在', data: [{ field: 'account' }] });
    expect(toasts).toEqual([['账户已存在', 3]]);
  });

  it('code ≠ 200 without msg: toasts 请求出错，请重试', async () => {
    const { http, toasts } = fake(() => ({ code: 500, msg: '', data: null }));
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(toasts).toEqual([['请求出错，请重试', 3]]);
  });

  it('a non-JSON answer counts as a failed request', async () => {
    const { http, toasts } = fake(() => '<html>bad gateway</html>');
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 500 });
    expect(toasts).toEqual([['请求出错，请重试', 3]]);
  });

  it('DB link test and Model/Config answers pass through without toast', async () => {
    expect(passesThrough('/api/System/DataSource/Actions/Test')).toBe(true);
    expect(passesThrough('/api/VisualDevelopment/Model/abc/Config')).toBe(true);
    expect(passesThrough('/api/VisualDevelopment/Model/abc/List')).toBe(false);
    const { http, toasts } = fake(() => ({ code: 400, msg: '连接失败', data: null }));
    await expect(http.post('/api/System/DataSource/Actions/Test', {})).resolves.toMatchObject({ code: 400 });
    await expect(http.get('/api/VisualDevelopment/Model/abc/Config')).resolves.toMatchObject({ code: 400 });
    expect(toasts).toEqual([]);
  });

  it.each([600, 601, 602])('code %i: toast first, then the session ends', async (code) => {
    const order: string[] = [];
    const { http } = fake(() => ({ code, msg: '登录过期,请重新登录', data: null }), {
      toastError: () => order.push('toast'),
      onSessionEnd: () => order.push('end'),
    });
    await expect(http.get('/api/Permission/Users')).rejects.toMatchObject({ code });
    expect(order).toEqual(['toast', 'end']);
  });

  it('600-602 on the Login and LockScreen calls do not end the session', async () => {
    const { http, onSessionEnd, toasts } = fake(() => ({ code: 601, msg: 'x', data: null }));
    await expect(http.post('/api/Common/Login/Login', {})).rejects.toBeInstanceOf(HttpError);
    await expect(http.post('/api/Common/Login/LockScreen', {})).rejects.toBeInstanceOf(HttpError);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(toasts).toHaveLength(2);
  });

  it('network failure: 网络不好，请稍后重试 for 1.5 s and a rejection', async () => {
    const { http, toasts } = fake(() => new TypeError('Failed to fetch'));
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: NETWORK_ERROR, msg: '网络不好，请稍后重试' });
    expect(toasts).toEqual([['网络不好，请稍后重试', 1.5]]);
  });

  it('a timeout aborts the request and reports it like a network failure', async () => {
    const { http, toasts } = fake(
      (call) =>
        new Promise((_, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(http.get('/api/slow', undefined, { timeout: 10 })).rejects.toMatchObject({ code: NETWORK_ERROR });
    expect(toasts).toEqual([['网络不好，请稍后重试', 1.5]]);
  });

  it('silent calls reject without a toast', async () => {
    const { http, toasts } = fake(() => ({ code: 400, msg: 'no', data: null }));
    await expect(http.get('/api/x', undefined, { silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(toasts).toEqual([]);
  });
});

describe('widget services over the client', () => {
  it('resolves data and turns failures into ServiceError with the server text', async () => {
    let answer: unknown = ok({ list: [1] });
    const { http, calls } = fake(() => answer);
    const services = createWidgetServices(http, () => 'en');
    await expect(services.request('GET', '/api/x', { a: 1 })).resolves.toEqual({ list: [1] });
    expect(new URL(calls[0].url, 'http://x').searchParams.get('a')).toBe('1');
    answer = { code: 400, msg: '不行', data: null };
    const err = await services.request('POST', '/api/x', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ code: 400, msg: '不行' });
    expect(services.lang).toBe('en');
  });

  it('uploads a file as multipart field "file" to the common upload address', async () => {
    const { http, calls } = fake(() => ok({ name: 'a.png', url: '/u/a.png', fileId: 'f1' }));
    const services = createWidgetServices(http, () => 'zh');
    const r = await services.upload('annex', new File(['x'], 'a.png'));
    expect(r.fileId).toBe('f1');
    expect(calls[0].url.startsWith('/api/Common/Upload/annex?n=')).toBe(true);
    expect((calls[0].init.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
