import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import sharp, { type Metadata } from 'sharp';
import { CREDENTIAL_MESSAGES as M } from '../../../../domain/credentials.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { ROLE, type Actor } from '../../http/session.js';
import type { UploadedFile } from '../../http/upload.js';
import { audit } from '../../lib/audit.js';
import { photoStore } from '../../lib/photo-store.js';
import { findStudent } from '../students/students.service.js';
import { teachesStudent } from '../groups/teaching.queries.js';
import { inTransaction } from '../../db/transaction.js';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
/** The credential's photo frame (3:4 portrait), in pixels: large enough to print, small enough to store. */
const PHOTO_FRAME = { width: 600, height: 800 } as const;

/**
 * Re-encodes an uploaded photo: the real type comes from the bytes (sharp reads the header, not the
 * file name), only JPEG and PNG pass, EXIF orientation is applied, the picture is cropped to the
 * credential's frame and written as a fresh JPEG, which drops every metadata block (EXIF, XMP, comments).
 */
async function normalisePhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > MAX_PHOTO_BYTES) throw badRequest(M.photoTooLarge);
  let meta: Metadata;
  try {
    // Reads the header only: the real type and size, whatever the file was called.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(M.photoType);
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw badRequest(M.photoType);
  // A few kB can hold a picture of billions of pixels: refuse it before decoding.
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw badRequest(M.photoTooManyPixels);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_FRAME.width, PHOTO_FRAME.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest(M.photoUnreadable);
  }
}

/** Saves a student's photo (role 1, the student's department); the previous file is removed. */
export async function saveStudentPhoto(db: Knex, actor: Actor, studentId: number, file: UploadedFile | undefined) {
  if (!file) throw badRequest(M.photoMissingFile);
  if (file.size > MAX_PHOTO_BYTES) throw badRequest(M.photoTooLarge);
  const student = await findStudent(db, actor, studentId);
  const photo = await normalisePhoto(await readFile(file.filepath));
  const store = photoStore();
  const key = await store.put(photo);
  try {
    await inTransaction(db, async (trx) => {
      await trx('users').where({ id: student.id }).update({ avatarKey: key });
      await audit(trx, {
        userId: actor.id,
        actor,
        entity: 'users',
        entityId: student.id,
        action: 'photo',
        before: student.avatarKey ?? null,
        after: key,
      });
    });
  } catch (err) {
    await store.remove(key);
    throw err;
  }
  if (student.avatarKey) await store.remove(student.avatarKey);
  return { msg: M.photoSaved, type: 1, data: { idUsuario: student.id, avatar: key } };
}

/** 'Rechazar Fotografia' (spec 01 §4): clears the student's photo and deletes the file. */
export async function rejectStudentPhoto(db: Knex, actor: Actor, studentId: number) {
  const student = await findStudent(db, actor, studentId);
  await inTransaction(db, async (trx) => {
    await trx('users').where({ id: student.id }).update({ avatarKey: null });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'users',
      entityId: student.id,
      action: 'photo-rejected',
      before: student.avatarKey ?? null,
      after: null,
    });
  });
  if (student.avatarKey) await photoStore().remove(student.avatarKey);
  return { msg: M.photoRejected, type: 1, data: { idUsuario: student.id, avatar: null } };
}

/** The photo bytes, for staff of the student's department; a teacher only for a student they teach. */
export async function readStudentPhoto(db: Knex, actor: Actor, studentId: number): Promise<Buffer> {
  const student = await findStudent(db, actor, studentId);
  if (actor.roleId !== ROLE.ADMIN && actor.roleId !== ROLE.STAFF && !(await teachesStudent(db, actor.id, student.id))) {
    throw forbidden();
  }
  const photo = student.avatarKey ? await photoStore().get(student.avatarKey) : null;
  if (!photo) throw notFound(M.noPhoto);
  return photo;
}
