// 翻译管理: every text of the catalogue and of page schemas in three languages, overrides in the database applied live.
export { default } from './routes';
