import { GroupReportPage } from './GroupReportPage';

/** /report-monthly-payment 'Reporte Pago Mensualidades': print and Excel. */
export default function MonthlyPaymentReportPage() {
  return <GroupReportPage title="app.reports.monthly.title" withExcel />;
}
