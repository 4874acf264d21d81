import { type APIRequestContext, type Page } from '@playwright/test';
import { goTo, loginAdmin, pickOption, tokenFor, USERS } from './helpers';

interface Semester {
  idSemestre: number;
  nombreSemestre: string;
}
interface Group {
  idGrupo: number;
  nombreGrupo: string;
}
interface GroupStudent {
  idUsuario: number;
  ci: string;
  apellidos: string;
  avatar: string | null;
}

/** The first demo group of La Paz with students, as the administrator sees it on /student-credential. */
export async function demoGroup(request: APIRequestContext) {
  const auth = { Authorization: `Bearer ${await tokenFor(request, USERS.admin.username, USERS.admin.password)}` };
  const semesters = (await (
    await request.get('/api/semesters/selectSemesters/1/null/1', { headers: auth })
  ).json()) as Semester[];
  for (const semester of semesters) {
    const groups = (await (
      await request.get(`/api/groups/selectGroupCredentialByIdSemester/1/${semester.idSemestre}`, { headers: auth })
    ).json()) as Group[];
    for (const group of groups) {
      const students = (await (
        await request.get(`/api/courses/selectCourseStudentsByIdGroup/${group.idGrupo}/1`, { headers: auth })
      ).json()) as GroupStudent[];
      const student = students.find((s) => !s.avatar);
      if (student) return { auth, semester, group, student };
    }
  }
  throw new Error('no demo group with students');
}

/** The administrator on /student-credential with the group chosen in the Semestre and Grupo filters. */
export async function openGroupCredentials(page: Page, semester: Semester, group: Group): Promise<void> {
  await loginAdmin(page);
  await goTo(page, '/student-credential');
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Semestre' }),
    page.getByRole('option', { name: semester.nombreSemestre, exact: true }),
  );
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Grupo' }),
    page.getByRole('option', { name: group.nombreGrupo, exact: true }),
  );
}
