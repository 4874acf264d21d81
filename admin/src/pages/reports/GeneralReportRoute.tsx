import { CashierReportPage } from './CashierReportPage';

/** /report-general: the cashier report with the report type selector. */
export default function GeneralReportRoute() {
  return <CashierReportPage general />;
}
