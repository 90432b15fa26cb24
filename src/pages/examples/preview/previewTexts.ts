/** 文件预览's own words in the console's three languages. */
export const previewTexts = {
  zh: {
    samples: '示例文件', upload: '预览本地文件', uploadHint: '本地文件只在浏览器里预览，不会上传到服务器。', pick: '选择左侧的文件进行预览',
    page: '第 {n} 页，共 {total} 页', prev: '上一页', next: '下一页', unsupported: '这种文件暂不支持预览：{name}', failed: '预览失败：{reason}', sheet: '工作表',
    kind_image: '图片', kind_pdf: 'PDF', kind_docx: 'Word', kind_xlsx: 'Excel', kind_audio: '音频', kind_video: '视频', kind_text: '文本/代码',
  },
  zhtw: {
    samples: '示例檔案', upload: '預覽本機檔案', uploadHint: '本機檔案只在瀏覽器裡預覽，不會上傳到伺服器。', pick: '選擇左側的檔案進行預覽',
    page: '第 {n} 頁，共 {total} 頁', prev: '上一頁', next: '下一頁', unsupported: '這種檔案暫不支援預覽：{name}', failed: '預覽失敗：{reason}', sheet: '工作表',
    kind_image: '圖片', kind_pdf: 'PDF', kind_docx: 'Word', kind_xlsx: 'Excel', kind_audio: '音訊', kind_video: '影片', kind_text: '文字/程式碼',
  },
  en: {
    samples: 'Sample files', upload: 'Preview a local file', uploadHint: 'A local file is previewed in the browser only; it is not uploaded.', pick: 'Choose a file on the left to preview it',
    page: 'Page {n} of {total}', prev: 'Previous', next: 'Next', unsupported: 'This kind of file cannot be previewed yet: {name}', failed: 'Preview failed: {reason}', sheet: 'Sheet',
    kind_image: 'Image', kind_pdf: 'PDF', kind_docx: 'Word', kind_xlsx: 'Excel', kind_audio: 'Audio', kind_video: 'Video', kind_text: 'Text/code',
  },
};
export type PreviewTextKey = keyof typeof previewTexts.zh;
