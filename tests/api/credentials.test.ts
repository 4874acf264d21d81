import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { CREDENTIAL_CODE_PATTERN, CREDENTIAL_MESSAGES as M } from '../../domain/credentials.js';
import { enrolledGroup, issueCode, picture, uploadPhoto } from './credentials-fixtures.js';
import { closeBrowserAfterAll, count, readPdf } from './finance-fixtures.js';
import { describeEngines } from './harness.js';

process.env.PHOTO_DIR = mkdtempSync(path.join(tmpdir(), 'instituto-photos-'));
closeBrowserAfterAll();

describeEngines('student credentials', (api) => {
  it('issues an unguessable QR code per enrolment; regenerating replaces it', async () => {
    const {
      idGroup,
      students: [student],
    } = await enrolledGroup(api(), { semester: 'I-2041', startDate: '2041-02-01' });
    const first = await issueCode(api(), idGroup, student);
    expect(first).toMatch(CREDENTIAL_CODE_PATTERN);
    expect(first).not.toContain(student.ci);
    const second = await issueCode(api(), idGroup, student);
    expect(second).not.toBe(first);
    const listed = await api().as('admin').get(`/api/courses/selectCourseStudentsByIdGroup/${idGroup}/null`);
    expect(listed.body[0].qrCode).toBe(second);

    const wrongCi = await api()
      .as('admin')
      .put('/api/courses/updateQrCode', { idUser: student.idUser, idGroup, ci: '999' });
    expect(wrongCi).toMatchObject({ status: 400, body: { msg: M.ciMismatch } });
    const cashier = await api()
      .as('cajero')
      .put('/api/courses/updateQrCode', { idUser: student.idUser, idGroup, ci: student.ci });
    expect(cashier.status).toBe(403);
    expect(
      (await api().as('admin').get(`/api/courses/selectCourseStudentsByIdGroup/${idGroup}/null`)).body[0].qrCode,
    ).toBe(second);
  });

  it('accepts JPEG and PNG photos by their bytes, re-encodes them without metadata into the credential frame', async () => {
    const {
      students: [student],
    } = await enrolledGroup(api(), { semester: 'II-2041', startDate: '2041-08-01' });
    const withScript = await sharp(await picture('jpeg', 900, 1200))
      .withExif({ IFD0: { ImageDescription: '<script>alert(1)</script>', Artist: 'secreto' } })
      .jpeg()
      .toBuffer();
    const saved = await uploadPhoto(api(), student.idUser, withScript, 'foto.png');
    expect(saved).toMatchObject({ status: 200, body: { msg: M.photoSaved } });
    const photo = await api().as('admin').get(`/api/users/avatar/${student.idUser}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(photo.buffer!).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 600, 800, undefined]);
    expect(photo.buffer!.includes(Buffer.from('script'))).toBe(false);

    // A PNG named .jpg is still a PNG: accepted and re-encoded.
    expect((await uploadPhoto(api(), student.idUser, await picture('png'), 'foto.jpg')).status).toBe(200);
    const key = (await api().db('users').where({ id: student.idUser }).first()).avatarKey;
    expect(key).toMatch(/^[0-9a-f]{32}\.jpg$/);

    for (const [bytes, name] of [
      [await picture('gif'), 'foto.jpg'],
      [await picture('webp'), 'foto.png'],
      [Buffer.from('<?php echo 1; ?>'), 'foto.jpg'],
    ] as const) {
      const refused = await uploadPhoto(api(), student.idUser, bytes, name);
      expect(refused).toMatchObject({ status: 400, body: { msg: M.photoType } });
    }
    // A picture of 64 megapixels that compresses to a few kB: refused before it is decoded in full.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(await uploadPhoto(api(), student.idUser, bomb)).toMatchObject({
      status: 400,
      body: { msg: M.photoTooManyPixels },
    });
    const huge = Buffer.concat([await picture('jpeg'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await uploadPhoto(api(), student.idUser, huge);
    expect(tooLarge).toMatchObject({ status: 400, body: { msg: 'El archivo no debe superar los 5 MB.' } });
    expect(tooLarge.text).not.toMatch(/at |Error:/);
    expect((await api().db('users').where({ id: student.idUser }).first()).avatarKey).toBe(key);
    expect((await uploadPhoto(api(), student.idUser, await picture('jpeg'), 'foto.jpg', 'cajero')).status).toBe(403);
  }, 60_000); // sharp encodes and re-encodes several full-size pictures: tens of seconds on a loaded 2-core machine

  it('rejecting the photo clears it; without a photo no credential is made', async () => {
    const {
      idGroup,
      students: [student],
    } = await enrolledGroup(api(), { semester: 'I-2042', startDate: '2042-02-01' });
    await uploadPhoto(api(), student.idUser, await picture('jpeg'));
    const rejected = await api().as('admin').put(`/api/users/rejectedAvatar/${student.idUser}`);
    expect(rejected).toMatchObject({ status: 200, body: { msg: M.photoRejected } });
    expect((await api().db('users').where({ id: student.idUser }).first()).avatarKey).toBeNull();
    expect((await api().as('admin').get(`/api/users/avatar/${student.idUser}`)).status).toBe(404);
    const logs = await count(api(), 'credential_logs');
    const refused = await api()
      .as('admin')
      .post('/api/students/insertCreateCredential', { idGroup, idStudent: student.idUser, idUser: 1 });
    expect(refused).toMatchObject({ status: 400, body: { msg: M.noPhoto } });
    expect(await count(api(), 'credential_logs')).toBe(logs);
  });

  it('logs each credential made and lists the log in the bitácora', async () => {
    const {
      semesterId,
      idGroup,
      students: [student],
    } = await enrolledGroup(api(), { semester: 'II-2042', startDate: '2042-08-01' });
    await uploadPhoto(api(), student.idUser, await picture('jpeg'));
    for (let i = 0; i < 2; i++) {
      const made = await api()
        .as('admin')
        .post('/api/students/insertCreateCredential', { idGroup, idStudent: student.idUser, idUser: 1 });
      expect(made).toMatchObject({ status: 200, body: { msg: M.created } });
    }
    const binnacle = await api().as('admin').get(`/api/students/selectCredentialBinnacle/${idGroup}/${student.idUser}`);
    expect(binnacle.body).toHaveLength(2);
    expect(binnacle.body[0]).toMatchObject({
      usuario: expect.stringMatching(/\S/),
      fechaCreacion: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    });
    expect(
      (await api().as('cajero').get(`/api/students/selectCredentialBinnacle/${idGroup}/${student.idUser}`)).status,
    ).toBe(403);
    const groups = await api().as('admin').get(`/api/groups/selectGroupCredentialByIdSemester/1/${semesterId}`);
    expect(groups.body.map((g: any) => g.idGrupo)).toEqual([idGroup]);
  });

  it('prints the credential as a two-page card PDF and two PNG sides', async () => {
    const {
      idGroup,
      students: [student],
    } = await enrolledGroup(api(), { semester: 'I-2043', startDate: '2043-02-01', share: 6 });
    const noCode = await api().as('admin').get(`/api/students/credential/${idGroup}/${student.idUser}/credential.pdf`);
    expect(noCode.status).toBe(400);
    await uploadPhoto(api(), student.idUser, await picture('jpeg'));
    await issueCode(api(), idGroup, student);
    const pdf = await api().as('admin').get(`/api/students/credential/${idGroup}/${student.idUser}/credential.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`Credencial ${student.ci}.pdf`);
    const { text, width, height, title } = readPdf(pdf.buffer!);
    expect(title).toBe(`Credencial ${student.ci}`);
    // 85.6 × 54 mm = 242.6 × 153.1 pt (Chromium rounds to whole CSS pixels).
    expect(Math.abs(width - 242.6)).toBeLessThan(1.5);
    expect(Math.abs(height - 153.1)).toBeLessThan(1.5);
    expect(text).toContain('MAMANI');
    expect(text).toContain(student.ci);
    expect(text).toContain('Válido hasta: agosto 2043');
    for (const side of ['front', 'back']) {
      const png = await api().as('admin').get(`/api/students/credential/${idGroup}/${student.idUser}/${side}.png`);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-disposition')).toContain(
        `Credencial ${student.ci} ${side === 'front' ? 'anverso' : 'reverso'}.png`,
      );
      const meta = await sharp(png.buffer!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 972, 612]);
    }
  });

  it('keeps every field of the card above the validity band with 100-character names', async () => {
    const {
      idGroup,
      students: [student],
    } = await enrolledGroup(api(), { semester: 'I-2044', startDate: '2044-02-01' });
    // Wide letters, and given names at their maximum too: the longest a card must hold.
    const surname = 'WAMAN MAMANI HUAMAN '.repeat(5).slice(0, 100);
    const names = 'MARIA DE LOS ANGELES WILMA '.repeat(4).slice(0, 100);
    expect([surname.length, names.length]).toEqual([100, 100]);
    await api().db('users').where({ id: student.idUser }).update({ lastNames: surname, firstNames: names });
    await uploadPhoto(api(), student.idUser, await picture('jpeg'));
    await issueCode(api(), idGroup, student);
    const pdf = await api().as('admin').get(`/api/students/credential/${idGroup}/${student.idUser}/credential.pdf`);
    expect(pdf.status).toBe(200);
    if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, pdf.buffer!);
    const words = frontWords(pdf.buffer!);
    const top = (text: string) => words.find((w) => w.text === text)?.yMin ?? Number.NaN;
    const bottom = (text: string) => words.find((w) => w.text === text)?.yMax ?? Number.NaN;
    const band = top('Válido');
    // CI, group, semester and phone are on the card, each above the band.
    for (const field of ['CI', student.ci, 'Grupo', 'Semestre', 'Telf.', '71234567'])
      expect(bottom(field)).toBeLessThan(band);
  });
});

/** The words of the card's front (page 1) with their vertical position in points, read by pdftotext -bbox. */
function frontWords(pdf: Buffer): Array<{ text: string; yMin: number; yMax: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'credential-'));
  try {
    writeFileSync(path.join(dir, 'card.pdf'), pdf);
    const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', path.join(dir, 'card.pdf'), '-'], {
      encoding: 'utf8',
    });
    return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      (m) => ({ yMin: Number(m[1]), yMax: Number(m[2]), text: m[3]!.replace(/&amp;/g, '&') }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
