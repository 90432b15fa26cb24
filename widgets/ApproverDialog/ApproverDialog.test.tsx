import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ApproverField, { ApproverDialog } from './ApproverDialog';
import { WidgetProviders } from '../testing/TestProviders';
import { createFakeServices } from '../testing/fakeServices';
import { chineseName } from '../testing/seed';

afterEach(cleanup);

describe('ApproverDialog', () => {
  it('refuses OK without a pick, in the current language', async () => {
    const onOk = vi.fn();
    render(
      <WidgetProviders>
        <ApproverDialog open onOk={onOk} onCancel={() => {}} />
      </WidgetProviders>,
    );
    expect(screen.getByText('选择审批人')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入姓名/工号')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择审批人')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('speaks English when the app does', async () => {
    render(
      <WidgetProviders services={createFakeServices({ lang: 'en' })}>
        <ApproverDialog open onOk={() => {}} onCancel={() => {}} />
      </WidgetProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('please select an approver')).toBeTruthy();
  });

  it('filters by staff number, ignores departments and returns the chosen user', async () => {
    const onOk = vi.fn();
    render(
      <WidgetProviders>
        <ApproverDialog open onOk={onOk} onCancel={() => {}} />
      </WidgetProviders>,
    );
    await screen.findByText('城东区教育局');
    fireEvent.change(screen.getByPlaceholderText('请输入姓名/工号'), { target: { value: 'T10011' } });
    const name = `${chineseName(10)}/T10011`;
    fireEvent.click(await screen.findByText('总务处'));
    expect(screen.queryByTestId('approver-picked')).toBeNull();
    fireEvent.click(await screen.findByText(name));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-10', type: 'user' }));
  });

  it('as a field, stores the picked user id and shows the name', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <ApproverField onChange={onChange} />
      </WidgetProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: '选择审批人' }));
    fireEvent.change(await screen.findByPlaceholderText('请输入姓名/工号'), { target: { value: chineseName(2) } });
    fireEvent.click(await screen.findByText(`${chineseName(2)}/T10003`));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('user-2'));
  });
});
