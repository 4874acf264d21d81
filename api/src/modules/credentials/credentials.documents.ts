import type { Knex } from 'knex';
import QRCode from 'qrcode';
import { CREDENTIAL_MESSAGES as M, isCredentialCode, validUntilLabel } from '../../../../domain/credentials.js';
import { badRequest } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { photoStore } from '../../lib/photo-store.js';
import { renderHtml, renderImage, renderPdf } from '../../pdf/index.js';
import { findCredentialEnrolment } from './credentials.service.js';

/** A CR80 card: 85.6 × 54 mm, drawn at 3× for PNG so the QR stays sharp in print. */
const CARD_PX = { width: 324, height: 204, scale: 3 } as const;
const CARD_SIZE = { width: '85.6mm', height: '54mm' } as const;
const NO_MARGIN = { top: '0', right: '0', bottom: '0', left: '0' };

export type CredentialSide = 'front' | 'back';

/** What credential.hbs draws: the student's data, the photo and the QR as data: URIs (documents load nothing). */
async function credentialData(db: Knex, actor: Actor, groupId: number, studentId: number) {
  const row = await findCredentialEnrolment(db, actor, groupId, studentId);
  const photo = row.avatarKey ? await photoStore().get(row.avatarKey) : null;
  if (!photo) throw badRequest(M.noPhoto);
  if (!isCredentialCode(row.qrCode)) throw badRequest(M.invalidQr);
  const group = await db('classGroups').where({ id: groupId }).first('endDate');
  const place = await db('users')
    .leftJoin('branchOffices', 'branchOffices.id', 'users.branchOfficeId')
    .join('departments', 'departments.id', 'users.departmentId')
    .where('users.id', studentId)
    .first('branchOffices.name as branchName', 'branchOffices.phone as branchPhone', 'departments.name as department');
  return {
    ci: row.ci as string,
    view: {
      // Only the document's title: the card draws its own band, not the header partial.
      header: { title: `Credencial ${row.ci}` },
      firstNames: row.firstNames,
      lastNames: row.lastNames,
      ci: row.ci,
      phone: row.phone,
      groupName: row.groupName,
      semesterName: row.semesterName,
      validUntil: validUntilLabel(group.endDate),
      department: place?.department ?? '',
      branchName: place?.branchName ?? '',
      branchPhone: place?.branchPhone ?? '',
      photo: `data:image/jpeg;base64,${photo.toString('base64')}`,
      qr: await QRCode.toDataURL(row.qrCode, { errorCorrectionLevel: 'M', margin: 1, width: 480 }),
    },
  };
}

/** The credential as a two-page card-sized PDF (front, back); file name carries the ci. */
export async function credentialPdf(db: Knex, actor: Actor, groupId: number, studentId: number) {
  const { ci, view } = await credentialData(db, actor, groupId, studentId);
  const pdf = await renderPdf(renderHtml('credential', { ...view, side: 'both' }), {
    format: 'letter',
    size: CARD_SIZE,
    margin: NO_MARGIN,
  });
  return { pdf, filename: `Credencial ${ci}.pdf` };
}

/** One side of the credential as a PNG (the 'Descargar Imagen' pair). */
export async function credentialImage(
  db: Knex,
  actor: Actor,
  groupId: number,
  studentId: number,
  side: CredentialSide,
) {
  const { ci, view } = await credentialData(db, actor, groupId, studentId);
  const png = await renderImage('credential', { ...view, side }, CARD_PX);
  return { png, filename: `Credencial ${ci} ${side === 'front' ? 'anverso' : 'reverso'}.png` };
}
