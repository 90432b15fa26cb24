import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import UserPicker from './UserPicker';
import { WidgetProviders } from '../testing/TestProviders';
import { createFakeServices } from '../testing/fakeServices';
import { chineseName } from '../testing/seed';

function open() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
}

afterEach(cleanup);

describe('UserPicker', () => {
  it('shows the chosen user by name, not by id', async () => {
    render(
      <WidgetProviders>
        <UserPicker value="user-3" onChange={() => {}} />
      </WidgetProviders>,
    );
    expect(await screen.findByText(`${chineseName(3)}/T10004`)).toBeTruthy();
  });

  it('filters by name and picks a user; departments are not pickable', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <UserPicker onChange={onChange} />
      </WidgetProviders>,
    );
    await waitFor(() => expect(screen.getByRole('combobox')).toBeTruthy());
    open();
    const name = chineseName(5);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'T10006' } });
    const option = await screen.findByTitle(`${name}/T10006`);
    fireEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith('user-5');

    onChange.mockClear();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '教务处' } });
    const deps = await screen.findAllByTitle('教务处');
    fireEvent.click(deps[0]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stays quick on a 50,000-user tree', async () => {
    const services = createFakeServices({ users: 50_000 });
    const onChange = vi.fn();
    render(
      <WidgetProviders services={services}>
        <UserPicker onChange={onChange} />
      </WidgetProviders>,
    );
    await waitFor(() => expect(services.calls.length).toBe(1));
    open();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'T59999' } });
    const hit = await screen.findByTitle(`${chineseName(49998)}/T59999`);
    // Speed is the chromium bench's to hold (100 ms budget), never a timed assertion here.
    fireEvent.click(hit);
    expect(onChange).toHaveBeenLastCalledWith('user-49998');
  });

  it('keeps the popup virtual: a 2,000-match search puts only a window of nodes in the DOM', async () => {
    const services = createFakeServices({ users: 50_000 });
    render(
      <WidgetProviders services={services}>
        <UserPicker onChange={() => {}} />
      </WidgetProviders>,
    );
    await waitFor(() => expect(services.calls.length).toBe(1));
    open();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'T' } });
    expect(await screen.findByText('仅显示前 2000 个匹配，请输入更精确的关键字')).toBeTruthy();
    const drawn = document.querySelectorAll('.ant-select-tree-treenode').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(100);
  });
});
