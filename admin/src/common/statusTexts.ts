import type { StatusTexts } from './useStatusToggle';

/** The confirmation texts of one academics list (enrolments reuse the student's 'deleted' message). */
export const statusTexts = (
  area: 'semesters' | 'groups' | 'students' | 'groupStudents',
  deleted: 'semesters' | 'groups' | 'students',
): StatusTexts => ({
  report: `app.academics.${area}.report`,
  confirmDelete: `app.academics.${area}.confirmDelete`,
  confirmDeactivate: `app.academics.${area}.confirmDeactivate`,
  confirmActivate: `app.academics.${area}.confirmActivate`,
  deleted: `app.academics.${deleted}.deleted`,
});
