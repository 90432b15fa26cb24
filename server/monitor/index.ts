// 系统监控: the routes (/api/System/Monitor, /metrics); the collector is the app-wide plugin (plugin.ts), registered before the areas.
export { default } from './routes';
