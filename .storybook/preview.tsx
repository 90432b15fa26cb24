import type { Preview } from '@storybook/react';
import { ConfigProvider } from 'antd';
import { themeConfigOf } from '../src/theme';
import { WidgetProviders } from '../widgets/testing/TestProviders';
import { createFakeServices } from '../widgets/testing/fakeServices';

// One seeded fake for the whole book (Chinese organisations, schools and staff names); stories that
// need other data (50,000 users, failing uploads) replace it with a decorator of their own.
const services = createFakeServices({ lang: 'zh', latency: 150 });
// The app's own theme (its default colour and size): readable primary and secondary text colours, so
// the accessibility panel judges contrast as it is on the real screens.
const appTheme = themeConfigOf('#1890ff', 'default');

const preview: Preview = {
  // Every widget gets a docs page: its description, its props from the types, its stories.
  tags: ['autodocs'],
  decorators: [
    // Motion stays on for people; `parameters.motion: false` (the test run) shows popups at once.
    (Story, { parameters }) => (
      <ConfigProvider theme={appTheme}>
        <WidgetProviders services={services} motion={parameters.motion !== false}>
          <div style={{ padding: 16, fontFamily: '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif' }}>
            <Story />
          </div>
        </WidgetProviders>
      </ConfigProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // The same rule as the e2e suite: serious or critical axe violations fail a story's a11y check.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
  },
};
export default preview;
