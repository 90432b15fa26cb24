import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import CompanyPicker from './CompanyPicker';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

describe('CompanyPicker', () => {
  it('lists organisations and returns the picked id', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <CompanyPicker onChange={onChange} />
      </WidgetProviders>,
    );
    expect(screen.getByText('请选择公司')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '实验' } });
    fireEvent.click(await screen.findByTitle('实验小学'));
    expect(onChange).toHaveBeenLastCalledWith('org-2');
  });

  it('in multiple mode keeps a list of ids', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <CompanyPicker value={['org-1']} options={{ multiple: true }} onChange={onChange} />
      </WidgetProviders>,
    );
    expect(await screen.findByText('第一中学')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '第二' } });
    fireEvent.click(await screen.findByTitle('第二中学'));
    expect(onChange).toHaveBeenLastCalledWith(['org-1', 'org-3']);
  });

  it('cannot be opened when disabled', async () => {
    render(
      <WidgetProviders>
        <CompanyPicker value="org-1" disabled onChange={() => {}} />
      </WidgetProviders>,
    );
    await waitFor(() => expect(screen.getByText('第一中学')).toBeTruthy());
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(screen.queryByTitle('实验小学')).toBeNull();
  });
});
