import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import GroupTitle from './GroupTitle';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

describe('GroupTitle', () => {
  it('shows the section title from options, falling back to the schema title', () => {
    render(
      <WidgetProviders>
        <GroupTitle onChange={() => {}} options={{ title: '学生信息' }} />
        <GroupTitle onChange={() => {}} schema={{ title: '家长信息' }} />
      </WidgetProviders>,
    );
    expect(screen.getByText('学生信息')).toBeTruthy();
    expect(screen.getByText('家长信息')).toBeTruthy();
  });

  it('shows its help text on hover', async () => {
    render(
      <WidgetProviders>
        <GroupTitle onChange={() => {}} options={{ title: '学生信息', help: '请如实填写' }} />
      </WidgetProviders>,
    );
    fireEvent.mouseEnter(screen.getByLabelText('请如实填写'));
    expect(await screen.findByRole('tooltip')).toBeTruthy();
  });
});
