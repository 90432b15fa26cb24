import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import BillNumber from './BillNumber';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

describe('BillNumber', () => {
  it('says 系统自动生成 until the server has numbered the record', () => {
    render(
      <WidgetProviders>
        <BillNumber onChange={() => {}} />
      </WidgetProviders>,
    );
    expect(screen.getByPlaceholderText('系统自动生成')).toBeTruthy();
  });

  it('shows the number and cannot be edited', () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <BillNumber value="QJ202409010001" onChange={onChange} />
      </WidgetProviders>,
    );
    const input = screen.getByDisplayValue('QJ202409010001') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    fireEvent.change(input, { target: { value: 'x' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
