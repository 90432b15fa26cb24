import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import AddressCascader from './AddressCascader';
import { WidgetProviders } from '../testing/TestProviders';
import { createFakeServices } from '../testing/fakeServices';

afterEach(cleanup);

describe('AddressCascader', () => {
  it('loads the root with -1, then each level when it is opened, and stores the id path', async () => {
    const services = createFakeServices();
    const onChange = vi.fn();
    render(
      <WidgetProviders services={services}>
        <AddressCascader onChange={onChange} />
      </WidgetProviders>,
    );
    await waitFor(() => expect(services.calls.map((c) => c.url)).toEqual(['/api/System/Province/-1/Selector']));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('江苏省'));
    fireEvent.click(await screen.findByText('苏州市'));
    fireEvent.click(await screen.findByText('姑苏区'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['320000', '320500', '320508']));
    expect(services.calls.map((c) => c.url)).toEqual([
      '/api/System/Province/-1/Selector',
      '/api/System/Province/320000/Selector',
      '/api/System/Province/320500/Selector',
    ]);
  });

  it('shows the names of a stored address', async () => {
    render(
      <WidgetProviders>
        <AddressCascader value={['110000', '110100', '110108']} onChange={() => {}} />
      </WidgetProviders>,
    );
    expect(await screen.findByText('北京市 / 北京市 / 海淀区')).toBeTruthy();
  });
});
