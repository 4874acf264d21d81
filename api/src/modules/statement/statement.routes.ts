import { documented } from '../../http/route.js';
import { STAFF_ROLES } from '../../http/session.js';
import { sendPdf } from '../../pdf/index.js';
import { params, pathInt } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { statementAnswer } from './statement.answers.js';
import { statementPdf } from './statement.documents.js';
import { presentStatement } from './statement.rules.js';
import { studentStatement } from './statement.service.js';

const studentParam = params({ idUser: pathInt() });

/**
 * Beyond the spec: a student's statement of account, as JSON and as the letter PDF the cashier
 * hands over. Roles 1 and 2; a student of another department is a 403, an unknown one a 404.
 */
export function registerStatement({ router, db }: ModuleDeps): void {
  const students = documented(router, '/students');
  students.get(
    '/statement/:idUser',
    {
      roles: STAFF_ROLES,
      summary: 'Estado de cuenta de un estudiante',
      response: statementAnswer,
      params: studentParam,
    },
    async ({ params: p, actor }) => presentStatement(await studentStatement(db, actor, p.idUser)),
  );
  students.get(
    '/statement/:idUser/statement.pdf',
    {
      roles: STAFF_ROLES,
      summary: 'Estado de cuenta de un estudiante en PDF (carta)',
      produces: 'application/pdf',
      params: studentParam,
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await statementPdf(db, actor, p.idUser);
      // Inline, so that the screen's viewer shows it; saving keeps the exact name.
      sendPdf(ctx, pdf, filename, { disposition: 'inline' });
    },
  );
}
