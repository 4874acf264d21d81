import { MAX_IMPORT_BYTES, IMPORT_MESSAGES as M } from '../../../../domain/student-import.js';
import { documented } from '../../http/route.js';
import { ROLE } from '../../http/session.js';
import { receiveUpload } from '../../http/upload.js';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../pdf/index.js';
import { optionalId, params, pathInt } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { importConfirmAnswer, importPreviewAnswer } from './student-import.answers.js';
import { confirmImport, previewImport } from './student-import.service.js';
import { importTemplate } from './import-template.excel.js';

const ADMIN = [ROLE.ADMIN];
const UPLOAD = { field: 'file', maxBytes: MAX_IMPORT_BYTES, tooLarge: M.fileTooLarge };
const departmentQuery = params({ idDepartament: pathInt() });
const uploadQuery = params({ idDepartament: pathInt(), idBranchOffice: optionalId() }, ['idDepartament']);

/**
 * Importing students, enrolments and what was already paid from a spreadsheet (role 1, in the chosen department):
 * the template, a preview that writes nothing, and the confirm that writes it all in one transaction.
 */
export function registerStudentImport({ router, db }: ModuleDeps): void {
  const api = documented(router, '/studentImport');
  api.get(
    '/template.xlsx',
    {
      summary: 'Plantilla .xlsx para importar estudiantes e inscripciones',
      produces: XLSX_CONTENT_TYPE,
      roles: ADMIN,
      query: departmentQuery,
    },
    async ({ query, actor, ctx }) => {
      const { xlsx, filename } = await importTemplate(db, actor, query.idDepartament);
      sendXlsx(ctx, xlsx, filename);
    },
  );
  api.post(
    '/preview',
    {
      summary: 'Revisa una planilla de estudiantes (.xlsx o .csv): el resultado de cada fila, sin guardar nada',
      response: importPreviewAnswer,
      upload: UPLOAD.field,
      roles: ADMIN,
      query: uploadQuery,
    },
    async ({ query, actor, ctx }) => receiveUpload(ctx, UPLOAD, (file) => previewImport(db, actor, query, file)),
  );
  api.post(
    '/confirm',
    {
      summary:
        'Importa la planilla: estudiantes nuevos, inscripciones con sus cuotas y pagos ya hechos (importados), en una transacción',
      response: importConfirmAnswer,
      upload: UPLOAD.field,
      roles: ADMIN,
      query: uploadQuery,
      errors: [409],
    },
    async ({ query, actor, ctx }) => receiveUpload(ctx, UPLOAD, (file) => confirmImport(db, actor, query, file)),
  );
}
