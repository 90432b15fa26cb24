import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../widgets/**/*.stories.tsx', '../renderer/**/*.stories.tsx'],
  // Without these Storybook phones home, which hangs offline builds and CI.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};
export default config;
