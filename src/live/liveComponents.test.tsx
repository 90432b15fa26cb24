import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';

vi.mock('./messageApi', () => ({
  messageApi: {
    inbox: vi.fn(async () => ({ data: { list: [], pagination: { total: 0 } } })),
    contacts: vi.fn(async () => ({
      data: {
        list: [
          { id: 'a', realName: '王芳', account: 't0001', quickQuery: 'wf', headIcon: '', department: '语文教研组', isOnline: false, unreadNum: 0 },
          { id: 'b', realName: '李强', account: 't0002', quickQuery: 'lq', headIcon: '', department: '数学教研组', isOnline: false, unreadNum: 0 },
          { id: 'c', realName: '赵敏', account: 't0003', quickQuery: 'zm', headIcon: '', department: '英语教研组', isOnline: false, unreadNum: 0 },
        ],
        total: 3,
      },
    })),
    readInfo: vi.fn(async (id: string) => ({
      data: {
        id, title: '期中考试安排', type: 1, noticeTypeName: '通知', creatorUser: '李建国/sysadmin', creatorTime: 1700000000000,
        bodyText: '<p>考试<img src=x onerror="window.__xss=1"><script>window.__xss=2</script></p>',
        messageFileList: [{ filePath: 'f1', fullName: '考场.pdf', fileSize: 2048 }, { filePath: 'f2', fullName: '座位.xlsx' }],
      },
    })),
  },
  downloadNoticeFile: vi.fn(async () => {}),
  workflowKind: () => 'launch',
}));

import ChatDrawer from './ChatDrawer';
import ChatMessageView from './ChatMessageView';
import MessageDetailDialog from './MessageDetailDialog';
import MessageRecord from './MessageRecord';
import { downloadNoticeFile, messageApi } from './messageApi';
import { initialLive, useLive } from './liveStore';

beforeEach(() => useLive.setState(initialLive()));

describe('chat drawer', () => {
  it('lists contacts unread first, then online, and filters by name, account or initials', async () => {
    useLive.setState({ unreadNums: { c: 2 }, online: { b: true } });
    render(<ChatDrawer open onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('contact')).toHaveLength(3));
    expect(screen.getAllByTestId('contact').map((e) => e.textContent)).toEqual([
      expect.stringContaining('赵敏'), expect.stringContaining('李强'), expect.stringContaining('王芳'),
    ]);
    fireEvent.change(screen.getByPlaceholderText('搜索姓名、账号或拼音'), { target: { value: 'wf' } });
    expect(screen.getAllByTestId('contact')).toHaveLength(1);
    expect(screen.getByTestId('contact').textContent).toContain('王芳');
  });
});

describe('chat message', () => {
  it('shows emoji as images with [name] alt text and text never as HTML', () => {
    const { container } = render(<ChatMessageView contentType="text" content={'你好[微笑]<b>x</b>'} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('[微笑]');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>x</b>');
  });
});

describe('message detail', () => {
  it('shows the notice with a sanitised body and downloads attachments one by one or all', async () => {
    const onRead = vi.fn();
    render(<MessageDetailDialog id="m1" onClose={() => {}} onRead={onRead} />);
    await waitFor(() => expect(screen.getByTestId('message-body')).toBeTruthy());
    expect(onRead).toHaveBeenCalledWith('m1');
    expect(screen.getByText('通知')).toBeTruthy();
    const body = screen.getByTestId('message-body');
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('script');
    expect((window as any).__xss).toBeUndefined();
    fireEvent.click(screen.getAllByText('下载')[0]);
    expect(downloadNoticeFile).toHaveBeenCalledWith('f1');
    fireEvent.click(screen.getByText('全部下载'));
    await waitFor(() => expect(downloadNoticeFile).toHaveBeenCalledWith('f2'));
  });
});

describe('message centre', () => {
  it('queries the inbox with the keyword when searched, not while typing', async () => {
    const inbox = vi.mocked(messageApi.inbox);
    inbox.mockClear();
    render(<MessageRecord />);
    await waitFor(() => expect(inbox).toHaveBeenCalledTimes(1));
    const box = screen.getByTestId('message-record').querySelector('input[type="search"], .ant-input-search input') as HTMLInputElement;
    fireEvent.change(box, { target: { value: ' 考试 ' } });
    expect(inbox).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(inbox).toHaveBeenCalledTimes(2));
    expect(inbox.mock.calls[1][0]).toMatchObject({ keyword: '考试', currentPage: 1 });
  });
});
