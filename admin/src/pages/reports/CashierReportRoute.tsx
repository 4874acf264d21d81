import { CashierReportPage } from './CashierReportPage';

/** /report-cashier 'Reporte de Ingreso Individual'. */
export default function CashierReportRoute() {
  return <CashierReportPage general={false} />;
}
