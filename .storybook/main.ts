import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../widgets/**/*.stories.tsx', '../renderer/**/*.stories.tsx'],
  // Docs pages (props read from the TypeScript types) and the accessibility panel on every story.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Without these Storybook phones home, which hangs offline builds and CI.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};
export default config;
