import { gradedGroup } from './grades-fixtures.js';
import type { TestApi } from './harness.js';

export const PORTAL_PASSWORD = 'Portal2026!';
let guardianCi = 6600000;

/** A staff call to give a student (or one of their guardians) access: the activation code and link. */
export async function issue(api: TestApi, idStudent: number, idGuardian: number | null = null) {
  const res = await api.as('cajero').post(`/api/students/portalAccess/${idStudent}`, { idGuardian });
  if (res.status !== 200) throw new Error(`portalAccess: ${res.status} ${res.text}`);
  return res.body.data as {
    idUsuario: number;
    codigo: string;
    enlace: string;
    ci: string;
    whatsapp: string | null;
    vence: string;
  };
}

export const activate = (
  api: TestApi,
  code: string,
  password = PORTAL_PASSWORD,
  headers: Record<string, string> = {},
) => api.request('POST', '/api/portal/activate', { body: { code, password, confirmation: password }, headers });

/** Links a new guardian to the students given (the same CI each time: one guardian of several children). */
export async function guardianOf(api: TestApi, studentIds: number[], ci = String(guardianCi++)) {
  let idGuardian = 0;
  for (const idStudent of studentIds) {
    const res = await api.as('cajero').post(`/api/students/guardians/${idStudent}`, {
      ci,
      names: 'rosa',
      surnames: 'mamani',
      phone: '71230000',
      relationship: 'MADRE',
    });
    if (res.status !== 200) throw new Error(`guardians: ${res.status} ${res.text}`);
    idGuardian = res.body.idUsuario;
  }
  return { idGuardian, ci };
}

/** Activates the code and logs in with the CI: the portal token. */
export async function portalLogin(api: TestApi, code: string, ci: string): Promise<string> {
  const activated = await activate(api, code);
  if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${activated.text}`);
  return api.login(ci, PORTAL_PASSWORD);
}

/**
 * A family: two enrolled students of one group with a guardian linked to both and a third student (not linked),
 * the first student and the guardian with portal access.
 */
export async function family(api: TestApi, semester: string) {
  const { idGroup, students, docenteId, own } = await gradedGroup(api, {
    semester,
    startDate: '2026-06-01',
    students: 3,
  });
  const [first, second, stranger] = students;
  const guardian = await guardianOf(api, [first.idUser, second.idUser]);
  const studentToken = await portalLogin(api, (await issue(api, first.idUser)).codigo, first.ci);
  const guardianToken = await portalLogin(
    api,
    (await issue(api, first.idUser, guardian.idGuardian)).codigo,
    guardian.ci,
  );
  return { idGroup, first, second, stranger, guardian, studentToken, guardianToken, docenteId, subject: own };
}
