import sharp from 'sharp';
import type { TestApi } from './harness.js';

let ci = 7700000;

/** A semester, a group and `students` enrolled students in department 1, made through the API as the cashier. */
export async function enrolledGroup(
  api: TestApi,
  options: { semester: string; startDate: string; share?: number; cost?: number; students?: number },
) {
  const cajero = api.as('cajero');
  const semesterId = (await cajero.post('/api/semesters/insertSemester', { nameSemester: options.semester })).body.data
    .idSemestre;
  const idTurn = (await api.db('turns').where({ departmentId: 1 }).first()).id;
  const group = await cajero.post('/api/groups/insertGroup', {
    nameGroup: 'CRED-1',
    idTurn,
    idSemester: semesterId,
    share: options.share ?? 4,
    cost: options.cost ?? 1200,
    startDate: options.startDate,
  });
  const idGroup = group.body.data.idGrupo as number;
  const students: Array<{ idUser: number; ci: string; idGroupUser: number }> = [];
  for (let i = 0; i < (options.students ?? 1); i++) {
    const studentCi = String(ci++);
    const created = await cajero.post('/api/users/insertStudent', {
      names: 'lucia',
      surnames: `mamani ${studentCi}`,
      ci: studentCi,
      phone: '71234567',
    });
    const idUser = created.body.data.idUsuario as number;
    const enrolled = await cajero.post('/api/courses/insertCourseStudent', { idGroup, idUser });
    students.push({ idUser, ci: studentCi, idGroupUser: enrolled.body.data.idGrupoUsuario });
  }
  return { semesterId, idGroup, students };
}

/** A fresh credential code for a student, through courses/updateQrCode as the administrator. */
export async function issueCode(
  api: TestApi,
  idGroup: number,
  student: { idUser: number; ci: string },
): Promise<string> {
  const res = await api
    .as('admin')
    .put('/api/courses/updateQrCode', { idUser: student.idUser, idGroup, ci: student.ci });
  if (res.status !== 200) throw new Error(`updateQrCode: ${res.status} ${res.text}`);
  return res.body.data.qrCode;
}

/** Test pictures made on the spot: a plain colour of the given size and format. */
export function picture(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    [format]()
    .toBuffer();
}

/** Uploads bytes as the multipart field `photo` of users/uploadAvatar. */
export async function uploadPhoto(
  api: TestApi,
  idUser: number,
  bytes: Buffer,
  filename = 'foto.jpg',
  user: 'admin' | 'cajero' = 'admin',
) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)]), filename);
  const res = await fetch(`${api.baseUrl}/api/users/uploadAvatar/${idUser}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${api.tokens[user]}` },
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* plain text */
  }
  return { status: res.status, body, text };
}
