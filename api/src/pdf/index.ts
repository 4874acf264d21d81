/** The document toolkit in one import: `import { renderReceipt, sendPdf } from '../pdf/index.js'`. */
export { checkBrowserAvailable, renderPdf, BROWSER_FAILED_MESSAGE } from './browser.js';
export {
  loadTemplates,
  renderHtml,
  renderDocument,
  renderImage,
  formatMoney,
  formatDate,
  abbreviateNames,
} from './templates.js';
export {
  renderReceipt,
  renderReceipts,
  receiptFileName,
  receiptsFileName,
  paymentReceiptMoney,
  renderListReport,
  type ReceiptData,
  type PaidAmounts,
  type ReportSection,
  type ReportColumn,
} from './documents.js';
export { sendFile, sendPdf, sendXlsx, XLSX_CONTENT_TYPE } from './send.js';
