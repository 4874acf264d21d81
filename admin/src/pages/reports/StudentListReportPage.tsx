import { GroupReportPage } from './GroupReportPage';

/** /report-student-list 'Reporte Lista de Estudiantes': the same search, print only (spec 02 §2). */
export default function StudentListReportPage() {
  return <GroupReportPage title="app.reports.monthly.studentList" withExcel={false} />;
}
