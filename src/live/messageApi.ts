import { http } from '../api/client';
import type { PageResult } from '../../contract/api';
import type { ChatContact } from './liveStore';

// REST calls of the live area (server/message, server/files, server/live).

export interface InboxItem {
  id: string;
  title: string;
  creatorUser: string;
  lastModifyTime: number;
  isRead: '0' | '1';
  type: number;
}

export interface InboxDetail {
  id: string;
  title: string;
  type: number;
  bodyText: string;
  noticeTypeName: string;
  creatorUser: string;
  creatorTime: number;
  messageFileList: { filePath: string; fullName: string; fileSize?: number }[];
  /** The reader's unread count after this read (absolute, so it never double-counts with the push). */
  unreadNoticeCount?: number;
}

export interface InboxQuery {
  currentPage: number;
  pageSize: number;
  sord?: 'desc' | 'asc';
  keyword?: string;
  type?: number | '';
}

export const messageApi = {
  inbox: (q: InboxQuery) => http.get<PageResult<InboxItem>>('/api/System/Message', { sord: 'desc', keyword: '', type: '', ...q } as Record<string, unknown>),
  readInfo: (id: string) => http.get<InboxDetail>(`/api/System/Message/ReadInfo/${encodeURIComponent(id)}`),
  readAll: () => http.post<null>('/api/System/Message/Actions/ReadAll'),
  removeRecords: (ids: string[]) => http.delete<null>('/api/System/Message/Record', { ids }),
  /** Spec: the message file download call takes type noticeFile and the file path and answers data.url. */
  downloadUrl: (type: string, fileId: string) =>
    http.get<{ url: string; name: string }>(`/api/Common/Download/Url/${encodeURIComponent(type)}/${encodeURIComponent(fileId)}`),
  contacts: (keyword?: string) => http.get<{ list: ChatContact[]; total: number }>('/api/Common/Chat/Contacts', keyword ? { keyword } : {}),
};

/** Starts a browser download of a notice attachment through its ticketed url. */
export async function downloadNoticeFile(fileId: string) {
  const r = await messageApi.downloadUrl('noticeFile', fileId);
  const a = document.createElement('a');
  a.href = r.data.url;
  a.rel = 'noopener';
  a.download = r.data.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Workflow messages carry JSON {type: 2 to-do | 3 circulate | other launch}. */
export function workflowKind(bodyText: string): 'todo' | 'circulate' | 'launch' {
  try {
    const t = Number(JSON.parse(bodyText)?.type);
    return t === 2 ? 'todo' : t === 3 ? 'circulate' : 'launch';
  } catch {
    return 'launch';
  }
}

/**
 * The screen a workflow message opens, with its task drawn open (`?task=flowId~taskId`): a to-do
 * item in 待办事宜 (with its action buttons), a copy in 抄送事宜, a result in 发起流程. Null for a
 * message that names no task.
 */
export function workflowTaskPath(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { type?: unknown; flowId?: unknown; taskId?: unknown };
    if (typeof body.flowId !== 'string' || typeof body.taskId !== 'string' || !body.flowId || !body.taskId) return null;
    const kind = workflowKind(bodyText);
    const page = kind === 'todo' ? 'flowTodo' : kind === 'circulate' ? 'flowCirculate' : 'flowLaunch';
    return `/workFlow/${page}?task=${encodeURIComponent(`${body.flowId}~${body.taskId}`)}`;
  } catch {
    return null;
  }
}
