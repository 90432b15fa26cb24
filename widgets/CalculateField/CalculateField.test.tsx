import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import CalculateField from './CalculateField';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CalculateField', () => {
  it('recalculates 500 ms after the form values change, and stores the result', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const ui = (formData: Record<string, unknown>) => (
      <WidgetProviders>
        <CalculateField onChange={onChange} formContext={{ formData }} options={{ expression: '{price}×{qty}', inWords: true }} />
      </WidgetProviders>
    );
    const { rerender } = render(ui({ price: 12.5, qty: 4 }));
    expect(screen.getByDisplayValue('50')).toBeTruthy();
    expect(screen.getByTestId('amount-in-words').textContent).toBe('大写：伍拾元整');
    expect(onChange).toHaveBeenLastCalledWith(50);

    rerender(ui({ price: 12.5, qty: 6 }));
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByDisplayValue('50')).toBeTruthy();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByDisplayValue('75')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(75);
  });

  it('reads an unreadable value as 0 and a broken formula as 0', () => {
    render(
      <WidgetProviders>
        <CalculateField onChange={() => {}} options={{ expression: '{a}+', values: { a: 3 } }} />
        <CalculateField onChange={() => {}} options={{ expression: '{a}+{b}', values: { a: 3, b: 'abc' }, precision: 2 }} />
      </WidgetProviders>,
    );
    expect(screen.getByDisplayValue('0')).toBeTruthy();
    expect(screen.getByDisplayValue('3.00')).toBeTruthy();
  });
});
