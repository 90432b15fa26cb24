// 缓存管理: the routes; the registry of caches is the app-wide plugin (plugin.ts), registered before the areas.
export { default } from './routes';
