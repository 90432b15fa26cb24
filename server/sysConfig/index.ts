// 系统配置: the settings screen's routes; the settings themselves are the app-wide plugin (plugin.ts).
export { default } from './routes';
