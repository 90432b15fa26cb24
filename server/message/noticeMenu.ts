/** The notices screen's menu: its grant lets a reader open notice attachments too (files area). */
export const NOTICE_MENU = 'system.notice';
