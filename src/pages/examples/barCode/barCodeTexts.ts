/** 条码示例's own words in the console's three languages. */
export const barCodeTexts = {
  zh: {
    generate: '生成', scan: '识别', labels: '学生证标签', text: '内容', kind: '码制', downloadPng: '下载 PNG', downloadSvg: '下载 SVG',
    scanHint: '上传一张含二维码（或条码）的图片，在浏览器中识别，图片不会上传。', pickImage: '选择图片', result: '识别结果', notFound: '图片中没有找到可识别的码',
    barcodeDetector: '条码由浏览器自带的 BarcodeDetector 识别；二维码由 jsQR 识别。', onlyQr: '此浏览器只能识别二维码（没有 BarcodeDetector）。', keyword: '学号或姓名',
    empty: '请输入内容', ascii: 'Code 128 只能编码英文、数字和常用符号', ean13: 'EAN-13 需要 12 位或 13 位数字', code39: 'Code 39 只能编码大写字母、数字和 - . $ / + % 空格',
    itf14: 'ITF-14 需要 13 位或 14 位数字', checkDigit: '校验位不正确', tooLong: '内容过长',
  },
  zhtw: {
    generate: '產生', scan: '識別', labels: '學生證標籤', text: '內容', kind: '碼制', downloadPng: '下載 PNG', downloadSvg: '下載 SVG',
    scanHint: '上傳一張含 QR 碼（或條碼）的圖片，在瀏覽器中識別，圖片不會上傳。', pickImage: '選擇圖片', result: '識別結果', notFound: '圖片中沒有找到可識別的碼',
    barcodeDetector: '條碼由瀏覽器內建的 BarcodeDetector 識別；QR 碼由 jsQR 識別。', onlyQr: '此瀏覽器只能識別 QR 碼（沒有 BarcodeDetector）。', keyword: '學號或姓名',
    empty: '請輸入內容', ascii: 'Code 128 只能編碼英文、數字和常用符號', ean13: 'EAN-13 需要 12 位或 13 位數字', code39: 'Code 39 只能編碼大寫字母、數字和 - . $ / + % 空格',
    itf14: 'ITF-14 需要 13 位或 14 位數字', checkDigit: '檢查碼不正確', tooLong: '內容過長',
  },
  en: {
    generate: 'Generate', scan: 'Scan', labels: 'Student card labels', text: 'Content', kind: 'Symbology', downloadPng: 'Download PNG', downloadSvg: 'Download SVG',
    scanHint: 'Upload an image holding a QR code (or barcode); it is decoded in the browser and never uploaded.', pickImage: 'Choose an image', result: 'Decoded text', notFound: 'No readable code was found in the image',
    barcodeDetector: "Barcodes are read by the browser's BarcodeDetector; QR codes by jsQR.", onlyQr: 'This browser reads QR codes only (no BarcodeDetector).', keyword: 'Number or name',
    empty: 'Please enter the content', ascii: 'Code 128 encodes letters, digits and common symbols only', ean13: 'EAN-13 takes 12 or 13 digits', code39: 'Code 39 encodes capitals, digits and - . $ / + % space only',
    itf14: 'ITF-14 takes 13 or 14 digits', checkDigit: 'The check digit is wrong', tooLong: 'The content is too long',
  },
};
export type BarCodeTextKey = keyof typeof barCodeTexts.zh;
