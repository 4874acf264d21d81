import { CREDENTIAL_MESSAGES as M } from '../../../../domain/credentials.js';
import { documented } from '../../http/route.js';
import { receiveUpload } from '../../http/upload.js';
import { ADMIN_ONLY, ALL_ROLES, departmentFor } from '../../http/session.js';
import { sendFile, sendPdf } from '../../pdf/index.js';
import { body, id, params, pathInt, text } from '../../schemas/fields.js';
import * as a from './credentials.answers.js';
import { groupList } from '../groups/groups.answers.js';
import type { ModuleDeps } from '../deps.js';
import { checkIn } from './checkin.service.js';
import { credentialImage, credentialPdf } from './credentials.documents.js';
import {
  credentialBinnacle,
  credentialGroups,
  logCredentialCreation,
  regenerateQrCode,
} from './credentials.service.js';
import { MAX_PHOTO_BYTES, readStudentPhoto, rejectStudentPhoto, saveStudentPhoto } from './photos.service.js';

const enrolmentParams = params({ idGroup: pathInt(), idStudent: pathInt() });
const studentParams = params({ idUser: pathInt() });
const PHOTO_UPLOAD = { field: 'photo', maxBytes: MAX_PHOTO_BYTES };

/**
 * Credentials (spec 01 §2 "Student credentials", §7) — role 1 only — plus the photo upload and the QR
 * check-in. One line in modules/index.ts.
 */
export function registerStudentCredentials({ router, db }: ModuleDeps): void {
  const courses = documented(router, '/courses');
  courses.put(
    '/updateQrCode',
    {
      summary: 'Genera un nuevo código QR para la credencial (el anterior deja de valer)',
      response: a.qrCodeAnswer,
      roles: ADMIN_ONLY,
      body: body({ idUser: id(), idGroup: id(), ci: text({ required: 'Ingrese un ci', upper: true, max: 20 }) }, [
        'idUser',
        'idGroup',
        'ci',
      ]),
    },
    async ({ body: b, actor }) => regenerateQrCode(db, actor, b),
  );

  const groups = documented(router, '/groups');
  groups.get(
    '/selectGroupCredentialByIdSemester/:idDepartament/:idSemester',
    {
      summary: 'Grupos activos del semestre para las credenciales',
      response: groupList,
      roles: ADMIN_ONLY,
      params: params({ idDepartament: pathInt(), idSemester: pathInt() }),
    },
    async ({ params: p, actor }) => {
      departmentFor(actor, p.idDepartament);
      return credentialGroups(db, actor, p.idSemester);
    },
  );

  const students = documented(router, '/students');
  students.post(
    '/insertCreateCredential',
    {
      summary: 'Registra en la bitácora que se creó una credencial',
      response: a.credentialLoggedAnswer,
      roles: ADMIN_ONLY,
      body: body({ idGroup: id(), idStudent: id(), idUser: { type: ['integer', 'null'] } }, ['idGroup', 'idStudent']),
    },
    async ({ body: b, actor }) => logCredentialCreation(db, actor, b),
  );
  students.get(
    '/selectCredentialBinnacle/:idGroup/:idStudent',
    {
      summary: 'Bitácora de credenciales creadas de un estudiante en un grupo',
      response: a.binnacleAnswer,
      roles: ADMIN_ONLY,
      params: enrolmentParams,
    },
    async ({ params: p, actor }) => credentialBinnacle(db, actor, p.idGroup, p.idStudent),
  );
  students.get(
    '/credential/:idGroup/:idStudent/credential.pdf',
    {
      summary: 'Credencial del estudiante en PDF',
      produces: 'application/pdf',
      roles: ADMIN_ONLY,
      params: enrolmentParams,
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await credentialPdf(db, actor, p.idGroup, p.idStudent);
      sendPdf(ctx, pdf, filename);
    },
  );
  for (const side of ['front', 'back'] as const) {
    students.get(
      `/credential/:idGroup/:idStudent/${side}.png`,
      {
        summary: `${side === 'front' ? 'Anverso' : 'Reverso'} de la credencial en PNG`,
        produces: 'image/png',
        roles: ADMIN_ONLY,
        params: enrolmentParams,
      },
      async ({ params: p, actor, ctx }) => {
        const { png, filename } = await credentialImage(db, actor, p.idGroup, p.idStudent, side);
        sendFile(ctx, png, filename, 'image/png');
      },
    );
  }

  const users = documented(router, '/users');
  users.put(
    '/rejectedAvatar/:idUser',
    {
      summary: 'Rechaza y borra la foto de un estudiante',
      response: a.photoAnswer,
      roles: ADMIN_ONLY,
      params: studentParams,
    },
    async ({ params: p, actor }) => rejectStudentPhoto(db, actor, p.idUser),
  );
  users.post(
    '/uploadAvatar/:idUser',
    {
      summary: 'Sube la foto de un estudiante (JPEG o PNG)',
      response: a.photoAnswer,
      upload: PHOTO_UPLOAD.field,
      roles: ADMIN_ONLY,
      params: studentParams,
    },
    async ({ params: p, actor, ctx }) =>
      receiveUpload(ctx, PHOTO_UPLOAD, (file) => saveStudentPhoto(db, actor, p.idUser, file)),
  );
  users.get(
    '/avatar/:idUser',
    { summary: 'Foto de un estudiante', produces: 'image/jpeg', roles: ALL_ROLES, params: studentParams },
    async ({ params: p, actor, ctx }) => {
      const photo = await readStudentPhoto(db, actor, p.idUser);
      ctx.type = 'image/jpeg';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = photo;
    },
  );

  const attendances = documented(router, '/attendances');
  attendances.post(
    '/checkIn',
    {
      summary: 'Marca la asistencia de hoy con el código QR de una credencial',
      response: a.checkInAnswer,
      roles: ALL_ROLES,
      body: body({ code: text({ required: M.checkInCodeRequired, max: 60 }) }, ['code']),
    },
    async ({ body: b, actor }) => checkIn(db, actor, b.code),
  );
}
