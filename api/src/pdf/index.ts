/** The document toolkit in one import: `import { renderReceipt, sendPdf } from '../pdf/index.js'`. */
export {
  checkBrowserAvailable, closeBrowser, renderPdf, htmlToPng, documentQueueStats,
  DocumentError, DocumentBrowserMissing, DocumentTimeout, BROWSER_MISSING_MESSAGE, BROWSER_FAILED_MESSAGE, type PdfOptions,
} from './browser.js';
export {
  loadTemplates, renderHtml, renderDocument, renderImage, formatMoney, formatDate, upper, abbreviateNames,
  INSTITUTE_NAME, type DocumentHeader, type SignatureLine, type DocumentOptions,
} from './templates.js';
export {
  renderReceipt, renderReceipts, receiptViewModel, receiptFileName, receiptsFileName, paymentReceiptMoney, renderListReport, listReportViewModel,
  RECEIPT_SIGNATURES, REPORT_SIGNATURES, PAYMENT_RECEIPT_FOOTER,
  type ReceiptData, type PaidAmounts, type ReceiptLine, type ReceiptAmount, type ListReportData, type ReportSection, type ReportColumn,
} from './documents.js';
export { amountToWords, integerToWords } from './words.js';
export {
  sendFile, sendPdf, sendXlsx, contentDisposition, asciiFileName, PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE,
  type SendFileOptions,
} from './send.js';
