import { useInsertionEffect } from 'react';
import type { GlobalToken } from 'antd';

// One stylesheet for every data table, by class name. Inline style objects on every cell cost a
// style object, a diff and a dozen style writes per cell per render; a class costs none of that and
// lets the browser share computed styles between cells. The sheet depends on the theme's tokens, so
// it is scoped by a class made from them and inserted once per theme, never per table or per mount.

export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = ROW_HEIGHT + 4;

/**
 * antd's fill tokens are translucent; a sticky cell painted with one lets the text scrolling beneath it
 * show through. The fill layered over the container colour looks the same and is opaque.
 */
function opaque(fill: string, base: string): string {
  return `linear-gradient(${fill}, ${fill}) ${base}`;
}

function sheetText(s: string, t: GlobalToken): string {
  const head = opaque(t.colorFillAlter, t.colorBgContainer);
  const line = `1px solid ${t.colorBorderSecondary}`;
  return [
    `${s}{overflow:auto;min-height:120px;border:${line};border-radius:${t.borderRadiusLG}px;font-size:${t.fontSize}px;color:${t.colorText};background:${t.colorBgContainer};contain:content}`,
    `${s}>table{table-layout:fixed;border-collapse:separate;border-spacing:0;width:100%}`,
    `${s} td,${s} th{padding:0 12px;height:${ROW_HEIGHT}px;text-align:left;border-bottom:${line};overflow:hidden;text-overflow:ellipsis;white-space:nowrap;box-sizing:border-box}`,
    `${s} thead{position:sticky;top:0;z-index:2}`,
    `${s} thead th{height:${HEADER_HEIGHT}px;background:${head};font-weight:${t.fontWeightStrong};user-select:none}`,
    `${s} thead th.ec-sortable{cursor:pointer}`,
    `${s} .ec-al-center{text-align:center}`,
    `${s} .ec-al-right{text-align:right}`,
    `${s} tbody tr.ec-row{background:${t.colorBgContainer}}`,
    `${s} tbody tr.ec-row:hover{background:${opaque(t.controlItemBgHover, t.colorBgContainer)}}`,
    `${s} tbody tr.ec-row.ec-selected{background:${opaque(t.controlItemBgActive, t.colorBgContainer)}}`,
    `${s} tbody tr.ec-pad>td{padding:0;border:0;height:auto}`,
    // A sticky cell must be opaque or the columns scrolling beneath it show through: body cells take
    // their row's colour (hover and selection included), header and footer cells the header colour.
    `${s} .ec-fix{position:sticky;z-index:1;background:inherit}`,
    `${s} thead th.ec-fix{z-index:3;background:${head}}`,
    `${s} tfoot td.ec-fix{background:${head}}`,
    `${s} .ec-fix-l-last{box-shadow:6px 0 6px -4px ${t.colorFillSecondary}, inset -1px 0 0 ${t.colorBorderSecondary}}`,
    `${s} .ec-fix-r-first{box-shadow:-6px 0 6px -4px ${t.colorFillSecondary}, inset 1px 0 0 ${t.colorBorderSecondary}}`,
    `${s} tfoot{position:sticky;bottom:0;z-index:2}`,
    `${s} tfoot tr{background:${head};font-weight:${t.fontWeightStrong}}`,
    `${s} .ec-sorter{display:inline-flex;flex-direction:column;margin-left:4px;font-size:10px;vertical-align:middle;line-height:.9;color:${t.colorTextQuaternary}}`,
    `${s} .ec-sorter .ec-on{color:${t.colorPrimary}}`,
    `${s} input.ec-check{width:16px;height:16px;margin:0;vertical-align:middle;accent-color:${t.colorPrimary}}`,
    `${s} .ec-expander{cursor:pointer;margin-right:4px;display:inline-block}`,
    `${s} .ec-expander.ec-open{transform:rotate(90deg)}`,
    `${s} .ec-indent{display:inline-block;width:18px}`,
    `${s} .ec-tag{display:inline-block;padding:0 7px;font-size:${t.fontSizeSM}px;line-height:20px;border:1px solid;border-radius:${t.borderRadiusSM}px;white-space:nowrap}`,
    `${s} .ec-link{color:${t.colorLink};cursor:pointer;margin-right:12px;white-space:nowrap}`,
    `${s} .ec-link:hover{color:${t.colorLinkHover}}`,
    `${s} .ec-link.ec-danger{color:${t.colorError}}`,
    `${s} .ec-empty{padding:24px}`,
  ].join('\n');
}

/** Short, stable name for a token set (FNV-1a of the values the sheet uses). */
function themeClass(t: GlobalToken): string {
  const key = [t.colorFillAlter, t.colorBgContainer, t.colorBorderSecondary, t.borderRadiusLG, t.fontSize, t.colorText, t.fontWeightStrong, t.controlItemBgHover, t.controlItemBgActive, t.colorFillSecondary, t.colorTextQuaternary, t.colorPrimary, t.fontSizeSM, t.borderRadiusSM, t.colorLink, t.colorLinkHover, t.colorError].join('|');
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return `ec-dt-${(h >>> 0).toString(36)}`;
}

/** The class that scopes the table sheet for these tokens; the sheet is in the document by the first paint. */
export function useTableSheet(token: GlobalToken): string {
  const cls = themeClass(token);
  useInsertionEffect(() => {
    if (typeof document === 'undefined') return;
    // Looked up in the document rather than remembered: a test environment may replace the document.
    if (document.head.querySelector(`style[data-ec-sheet="${cls}"]`)) return;
    const el = document.createElement('style');
    el.dataset.ecSheet = cls;
    el.textContent = sheetText(`.${cls}`, token);
    document.head.appendChild(el);
  }, [cls, token]);
  return cls;
}
