import { base, osTemp } from './uploads-tmpdir.js';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { GRADE_MESSAGES as G } from '../../domain/grades.js';
import { ONE_FILE_ONLY } from '../../api/src/http/upload.js';
import { enrolledGroup, picture, uploadPhoto } from './credentials-fixtures.js';
import { gradedGroup, rowsWhere, uploadGrades } from './grades-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { part, repeatedPart, sheetXml, twin, workbookParts, zip, type ZipPart } from './zip-fixtures.js';

function leftovers(dir = osTemp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return leftovers(path.join(dir, e.name));
    return e.name.startsWith('instituto_test_') ? [] : [path.join(dir, e.name)];
  });
}

type User = 'admin' | 'cajero' | 'docente';
async function postFiles(api: TestApi, url: string, files: Array<[string, Buffer]>, user?: User) {
  const form = new FormData();
  files.forEach(([field, bytes], i) => form.append(field, new Blob([new Uint8Array(bytes)]), `f${i}.bin`));
  const res = await fetch(`${api.baseUrl}${url}`, {
    method: 'POST',
    body: form,
    headers: user ? { authorization: `Bearer ${api.tokens[user]}` } : {},
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

type Answer = { status: number; body: any };
/**
 * Runs an upload while another client polls /api/health without pause: every poll must be answered (200) and
 * the upload must get `expected`. How fast (the 2 s, and 200 ms for /api/health meanwhile) is a
 * figure of npm run bench: on a machine shared with other test runs a timing says little.
 */
async function refusedBesideHealth(api: TestApi, upload: () => Promise<Answer>, msg: string) {
  let done = false;
  const task = upload().finally(() => {
    done = true;
  });
  do {
    expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
  } while (!done);
  expect(await task).toMatchObject({ status: 400, body: { msg } });
}

const SUBJECT = 'MAT';
const rowsSheet = (rows: number) =>
  sheetXml(
    `<sheetData><row r="1"><c r="B1" t="inlineStr"><is><t>idUsuario</t></is></c><c r="E1" t="inlineStr"><is><t>${SUBJECT}</t></is></c></row>${Array.from(
      { length: rows },
      (_, i) => `<row r="${i + 2}"><c r="B${i + 2}"><v>${i + 1}</v></c><c r="E${i + 2}"><v>50</v></c></row>`,
    ).join('')}</sheetData>`,
  );
const sheetPart = (xml: string) => part('xl/worksheets/sheet1.xml', xml);

let bomb: Buffer;
let liar: Buffer;
let hidden: Buffer;
let shifted: Buffer;
beforeAll(async () => {
  // 400 MB of spaces inside the sheet, deflated to ~400 kB: the 467 kB file that inflates to 450 MB.
  const huge = await repeatedPart(
    'xl/worksheets/sheet1.xml',
    sheetXml('<sheetData>').replace('</worksheet>', ''),
    Buffer.alloc(1024 * 1024, 0x20),
    400,
    '</sheetData></worksheet>',
  );
  bomb = zip(workbookParts(huge));
  // The same part declaring 2 kB in the central directory: only the real inflated size can catch it.
  liar = zip(workbookParts({ ...huge, size: 2048 } as ZipPart));
  // A small, valid workbook whose end record counts one part less than it holds: the last part is the bomb.
  const visible = workbookParts(sheetPart(rowsSheet(3)));
  hidden = zip([...visible, { ...huge, name: 'xl/worksheets/sheet2.xml' }], visible.length);
  // A harmless workbook (padded with an incompressible picture) for a reader that trusts the directory offset;
  // the bomb for JSZip, which shifts every offset when the directory does not end at the end record.
  const noise = randomBytes(600_000);
  const padding = {
    name: 'xl/media/image1.png',
    deflated: deflateRawSync(noise),
    crc: crc32(noise),
    size: noise.length,
  };
  shifted = twin([...visible, padding], [...workbookParts(huge), part('docProps/app.xml', '<Properties/>')]);
}, 60_000); // deflates 400 MB of spaces for the bombs: several seconds on a loaded machine
afterAll(() => rmSync(base, { recursive: true, force: true }));

describeEngines('uploads', (api) => {
  it('a multipart body without a session, on login, on an unknown route or refused by role leaves no file behind', async () => {
    const many = Array.from({ length: 300 }, () => ['file', Buffer.alloc(100, 7)] as [string, Buffer]);
    for (const [url, user] of [
      ['/api/users/login', undefined],
      ['/api/ruta/que/no/existe', undefined],
      ['/api/courses/previewStudentsGrade?idGroup=1&month=1&type=0', undefined],
      ['/api/users/uploadAvatar/1', undefined],
      ['/api/users/uploadAvatar/1', 'cajero'],
      ['/api/users/uploadAvatar/1', 'docente'],
    ] as const) {
      const res = await postFiles(api(), url, many, user);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
    expect((await postFiles(api(), '/api/users/login', [['file', Buffer.alloc(4 * 1024 * 1024, 1)]])).status).toBe(400);
    expect(leftovers()).toEqual([]);
  });

  it('an accepted, refused or abandoned upload leaves nothing behind; a request carries one file', async () => {
    const {
      students: [student],
    } = await enrolledGroup(api(), { semester: 'I-2051', startDate: '2051-02-01' });
    expect((await uploadPhoto(api(), student.idUser, await picture('jpeg'))).status).toBe(200);
    expect(leftovers()).toEqual([]);
    const key = (await api().db('users').where({ id: student.idUser }).first()).avatarKey;
    const two = await postFiles(
      api(),
      `/api/users/uploadAvatar/${student.idUser}`,
      [
        ['photo', await picture('png')],
        ['photo', await picture('jpeg')],
      ],
      'admin',
    );
    expect(two).toMatchObject({ status: 400, body: { msg: ONE_FILE_ONLY } });
    expect((await api().db('users').where({ id: student.idUser }).first()).avatarKey).toBe(key);

    const g = await gradedGroup(api(), { semester: 'I-2052', students: 1 });
    const query = `idGroup=${g.idGroup}&month=1&type=0`;
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Calificaciones').addRows([
      ['idGrupo', 'idUsuario', 'CI', 'Estudiante', g.own.code],
      [g.idGroup, g.students[0].idUser, g.students[0].ci, 'A', 75],
    ]);
    const good = await uploadGrades(api(), query, Buffer.from(await book.xlsx.writeBuffer()));
    expect(good).toMatchObject({ status: 200, body: { invalidRows: 0 } });
    expect((await uploadGrades(api(), query, Buffer.alloc(5 * 1024 * 1024 + 10, 1))).body.msg).toBe(G.fileTooLarge);
    expect(leftovers()).toEqual([]);

    // A client that goes away halfway through its upload: the part already received is removed too.
    await new Promise<void>((resolve) => {
      const boundary = 'x-boundary';
      const req = httpRequest(`${api().baseUrl}/api/courses/previewStudentsGrade?${query}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${api().tokens.cajero}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(4 * 1024 * 1024),
        },
      });
      req.on('error', () => resolve());
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notas.xlsx"\r\n\r\n`);
      req.write(Buffer.alloc(1024 * 1024, 2), () =>
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200),
      );
    });
    await vi.waitFor(() => expect(leftovers()).toEqual([]), { timeout: 5000, interval: 100 });
    expect(await rowsWhere(api(), 'grades', { groupId: g.idGroup })).toBe(0);
  });

  it('a valid workbook is built by ExcelJS in a worker thread, never on the thread that answers requests', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2056', students: 1 });
    const book = new ExcelJS.Workbook();
    const subjects = Array.from({ length: 16 }, (_, i) => `S${i}`);
    book
      .addWorksheet('Calificaciones')
      .addRows([
        ['idGrupo', 'idUsuario', 'CI', 'Estudiante', g.own.code, ...subjects],
        ...Array.from({ length: 500 }, (_, r) => [
          g.idGroup,
          900_000 + r,
          String(8_800_000 + r),
          `ESTUDIANTE ${r}`,
          r % 100,
          ...subjects.map((_, i) => (r + i) % 100),
        ]),
      ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    // The server runs in this process: ExcelJS loading a workbook here would block every other request.
    const load = vi.spyOn(Object.getPrototypeOf(new ExcelJS.Workbook().xlsx), 'load');
    try {
      const read = await uploadGrades(api(), `idGroup=${g.idGroup}&month=1&type=0`, bytes);
      expect(read).toMatchObject({ status: 200, body: { invalidRows: 500 } });
      expect(read.body.rows[499]).toMatchObject({
        fila: 501,
        idUsuario: 900_499,
        ci: '8800499',
        nombreCompleto: 'ESTUDIANTE 499',
        notas: { [g.own.code]: 99 },
      });
      expect(load).not.toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });

  it('the first upload of a process clears the folders a killed process left, and only those', async () => {
    const root = path.join(osTemp, `uploads-${api().engine}`);
    const stale = path.join(root, 'req-killed');
    mkdirSync(stale, { recursive: true });
    mkdirSync(path.join(root, 'req-live'));
    writeFileSync(path.join(stale, 'half-an-upload'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    process.env.UPLOAD_DIR = root;
    try {
      const {
        students: [student],
      } = await enrolledGroup(api(), { semester: 'I-2055', startDate: '2055-02-01' });
      expect((await uploadPhoto(api(), student.idUser, await picture('jpeg'))).status).toBe(200);
      await vi.waitFor(() => expect(readdirSync(root)).toEqual(['req-live']), { timeout: 5000, interval: 50 });
    } finally {
      delete process.env.UPLOAD_DIR;
    }
    expect(leftovers()).toEqual([]);
  });

  it('a zip bomb is refused while /api/health keeps answering other clients', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2053', students: 1 });
    for (const file of [bomb, liar, hidden, shifted]) {
      await refusedBesideHealth(
        api(),
        () => uploadGrades(api(), `idGroup=${g.idGroup}&month=1&type=0`, file, 'bomba.xlsx', 'docente'),
        G.fileTooBigUnpacked,
      );
    }
    expect(leftovers()).toEqual([]);
  }, 60_000); // four archives each inflated up to its limit, several seconds each on a loaded machine

  it('refuses a sheet of 100,000 rows, too many columns, a merged range past the sheet, 50,000 strings and thousands of parts', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2054', students: 1 });
    const sendZip = (bytes: Buffer) =>
      uploadGrades(api(), `idGroup=${g.idGroup}&month=1&type=0`, bytes, 'notas.xlsx', 'docente');
    const send = (parts: ZipPart[]) => sendZip(zip(parts));
    // The same hand-made workbook with a few rows is read: the refusals below are the limits, not the format.
    const small = await send(workbookParts(sheetPart(rowsSheet(3))));
    expect(small).toMatchObject({ status: 200, body: { rows: [{ fila: 2 }, { fila: 3 }, { fila: 4 }] } });

    const tall = zip(workbookParts(sheetPart(rowsSheet(100_000))));
    await refusedBesideHealth(api(), () => sendZip(tall), G.fileTooManyRows);

    const wide = sheetXml(
      '<sheetData><row r="1"><c r="B1" t="inlineStr"><is><t>idUsuario</t></is></c><c r="ZZ1"><v>1</v></c></row></sheetData>',
    );
    expect(await send(workbookParts(sheetPart(wide)))).toMatchObject({
      status: 400,
      body: { msg: G.fileTooManyColumns },
    });
    const cols = rowsSheet(3).replace('<sheetData>', '<cols><col min="1" max="2000000" width="9"/></cols><sheetData>');
    expect(await send(workbookParts(sheetPart(cols)))).toMatchObject({
      status: 400,
      body: { msg: G.fileTooManyColumns },
    });
    // ExcelJS reads any part whose name contains xl/worksheets/sheet1.xml as that sheet.
    const elsewhere = part('x/xl/worksheets/sheet1.xml', rowsSheet(100_000));
    expect(await send(workbookParts(elsewhere))).toMatchObject({ status: 400, body: { msg: G.fileTooManyRows } });
    const merged = rowsSheet(3).replace(
      '</sheetData>',
      '</sheetData><mergeCells count="1"><mergeCell ref="A10:C50000"/></mergeCells>',
    );
    expect(await send(workbookParts(sheetPart(merged)))).toMatchObject({
      status: 400,
      body: { msg: G.fileTooManyRows },
    });
    // Few cells, but 50,000 shared strings: ExcelJS would parse every one of them.
    const strings = part(
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${Array.from(
        { length: 50_000 },
        (_, i) => `<si><t>${i}</t></si>`,
      ).join('')}</sst>`,
    );
    expect(await send(workbookParts(sheetPart(rowsSheet(3)), [strings]))).toMatchObject({
      status: 400,
      body: { msg: G.fileTooBigUnpacked },
    });
    const crowd = Array.from({ length: 3000 }, (_, i) => part(`xl/extra/p${i}.xml`, '<a/>'));
    expect(await send(workbookParts(sheetPart(rowsSheet(3)), crowd))).toMatchObject({
      status: 400,
      body: { msg: G.fileTooBigUnpacked },
    });
    expect(leftovers()).toEqual([]);
  }, 60_000); // builds and sends a 100,000-row sheet and several other oversized workbooks
});
