import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import FileUpload from './FileUpload';
import { WidgetProviders } from '../testing/TestProviders';
import { createFakeServices } from '../testing/fakeServices';
import type { UploadedFile } from '../services';

afterEach(cleanup);

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const choose = (container: HTMLElement, ...files: File[]) =>
  fireEvent.change(container.querySelector('input[type=file]')!, { target: { files } });

describe('FileUpload', () => {
  it('uploads a file and stores {name, fileId, url}', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <WidgetProviders>
        <FileUpload onChange={onChange} />
      </WidgetProviders>,
    );
    expect(screen.getByText('单个文件不超过2MB，最多9个')).toBeTruthy();
    choose(container, file('教学计划.pdf'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ name: '教学计划.pdf', fileId: 'annex-1', url: expect.any(String) }]));
  });

  it('refuses a file over the size limit with the spec message', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <WidgetProviders services={createFakeServices({ lang: 'en' })}>
        <FileUpload onChange={onChange} options={{ fileSize: 1, sizeUnit: 'KB' }} />
      </WidgetProviders>,
    );
    choose(container, file('big.pdf', 2048));
    expect(await screen.findByText('File size exceeds 1KB')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the server message and drops the file when the answer is not 200', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <WidgetProviders services={createFakeServices({ failUploads: { match: /fail/, msg: '文件类型不允许上传' } })}>
        <FileUpload onChange={onChange} />
      </WidgetProviders>,
    );
    choose(container, file('fail.exe'));
    expect(await screen.findByText('文件类型不允许上传')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('fail.exe')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('over the count limit keeps the newest files', async () => {
    let value: UploadedFile[] = [
      { name: 'a.pdf', fileId: 'a', url: '#a' },
      { name: 'b.pdf', fileId: 'b', url: '#b' },
    ];
    const { container } = render(
      <WidgetProviders>
        <FileUpload value={value} options={{ limit: 2 }} onChange={(v) => (value = v ?? [])} />
      </WidgetProviders>,
    );
    choose(container, file('c.pdf'));
    await waitFor(() => expect(value.map((f) => f.name)).toEqual(['b.pdf', 'c.pdf']));
  });

  it('asks before removing a file', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <FileUpload value={[{ name: '课程表.xlsx', fileId: 'f1', url: '#' }]} onChange={onChange} />
      </WidgetProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: /delete|删除/i }));
    expect(await screen.findByText('确定移除 课程表.xlsx？')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([]));
  });

  it('hides the button and remove icons when disabled', () => {
    render(
      <WidgetProviders>
        <FileUpload disabled value={[{ name: '课程表.xlsx', fileId: 'f1', url: '#' }]} onChange={() => {}} />
      </WidgetProviders>,
    );
    expect(screen.getByText('课程表.xlsx')).toBeTruthy();
    expect(screen.queryByText('点击上传')).toBeNull();
    expect(screen.queryByRole('button', { name: /delete|删除/i })).toBeNull();
  });
});
