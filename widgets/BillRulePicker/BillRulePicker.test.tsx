import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import BillRulePicker from './BillRulePicker';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

describe('BillRulePicker', () => {
  it('shows the stored rule by name and picks another by searching its code', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <BillRulePicker value="WF_LEAVE" onChange={onChange} />
      </WidgetProviders>,
    );
    expect(await screen.findByText('请假单编号')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'repair' } });
    fireEvent.click(await screen.findByText('报修单编号'));
    expect(onChange).toHaveBeenLastCalledWith('REPAIR');
  });
});
