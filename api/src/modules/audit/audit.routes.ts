import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUDIT_EXPORT_MAX, AUDIT_MESSAGES, AUDIT_PAGE_SIZE } from '../../../../domain/audit.js';
import { documented } from '../../http/route.js';
import { ADMIN_ONLY } from '../../http/session.js';
import { sendFile, XLSX_CONTENT_TYPE } from '../../pdf/index.js';
import { nullableInt, text } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { writeAuditWorkbook } from './audit.excel.js';
import { auditPageAnswer, auditUsersAnswer } from './audit.answers.js';
import { auditPage, auditRows, auditUsers, type AuditFilter } from './audit.service.js';

const filterQuery = {
  type: 'object',
  properties: {
    idDepartament: nullableInt(),
    start: text({ max: 10 }),
    end: text({ max: 10 }),
    idUser: nullableInt(),
    entity: text({ max: 40 }),
    action: text({ max: 20 }),
    q: text({ max: 60 }),
    before: nullableInt(),
    limit: nullableInt(),
  },
};

const filterOf = (q: any): AuditFilter => ({
  start: q.start || null,
  end: q.end || null,
  idUser: q.idUser ?? null,
  entity: q.entity || null,
  action: q.action || null,
  q: q.q || null,
});

/** The audit trail on screen ('Bitácora de cambios'): role 1 only, in the department it acts in. */
export function registerAudit({ router, db }: ModuleDeps): void {
  const api = documented(router, '/audit');
  api.get(
    '/selectAuditLog',
    {
      roles: ADMIN_ONLY,
      summary: 'Una página de la bitácora de cambios',
      response: auditPageAnswer,
      query: filterQuery,
    },
    async ({ query, actor }) => {
      const size = Math.min(Math.max(query.limit ?? AUDIT_PAGE_SIZE, 1), 200);
      return auditPage(
        db,
        actor,
        query.idDepartament ?? null,
        filterOf(query),
        query.before && query.before > 0 ? query.before : null,
        size,
      );
    },
  );

  api.get(
    '/selectAuditUsers',
    {
      roles: ADMIN_ONLY,
      summary: 'Usuarios para el filtro de la bitácora',
      response: auditUsersAnswer,
      query: filterQuery,
    },
    async ({ query, actor }) => auditUsers(db, actor, query.idDepartament ?? null),
  );

  api.get(
    '/report.xlsx',
    { roles: ADMIN_ONLY, summary: 'La bitácora filtrada en Excel', produces: XLSX_CONTENT_TYPE, query: filterQuery },
    async ({ query, actor, ctx }) => {
      const rows = auditRows(db, actor, query.idDepartament ?? null, filterOf(query), AUDIT_EXPORT_MAX);
      // Written to a temporary file first, so a refused filter is a clean 400 and the download has its length.
      const dir = await mkdtemp(path.join(tmpdir(), 'instituto-bitacora-'));
      const cleanUp = () => rm(dir, { recursive: true, force: true });
      try {
        const file = await writeAuditWorkbook(rows, dir);
        const { size } = await stat(file);
        const body = createReadStream(file);
        body.once('close', () => void cleanUp());
        sendFile(ctx, body, AUDIT_MESSAGES.reportName, XLSX_CONTENT_TYPE, { length: size });
      } catch (err) {
        await cleanUp();
        throw err;
      }
    },
  );
}
