import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

/** One part of a hand-made zip: its deflated bytes and what the central directory will claim about it. */
export interface ZipPart {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
}

export const part = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
};

/** `chunk` repeated `times`, deflated as a stream: a part of hundreds of MB without holding them in memory. */
export async function repeatedPart(
  name: string,
  head: string,
  chunk: Buffer,
  times: number,
  tail: string,
): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (b: Buffer) => {
    crc = crc32(b, crc);
    size += b.length;
    if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(head));
  for (let i = 0; i < times; i++) await write(chunk);
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { name, deflated: Buffer.concat(out), crc, size };
}

/**
 * The fields a local header and its central directory entry both carry, in the same order: version needed,
 * flags, method (deflate), time, date, CRC, compressed and plain sizes, name length. They start at byte 4 of a
 * local header and at byte 6 of a central entry (which first says the version it was made by).
 */
function writeEntryFields(header: Buffer, at: number, p: ZipPart, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt16LE(0x21, at + 8);
  header.writeUInt32LE(p.crc >>> 0, at + 10);
  header.writeUInt32LE(p.deflated.length, at + 14);
  header.writeUInt32LE(p.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** Local headers with data, and the directory pointing at them; offsets stored as `base` + their place in `locals`. */
function records(parts: ZipPart[], base: number): { locals: Buffer; directory: Buffer } {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, p, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, p, name.length);
    central.writeUInt32LE(base + offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + p.deflated.length;
  }
  return { locals: Buffer.concat(locals), directory: Buffer.concat(centrals) };
}

function endRecord(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * A zip archive of the given parts (deflate, no zip64): the layout every xlsx reader reads. `declaredCount`
 * makes the end record understate the number of parts, hiding the last ones from a reader that trusts it.
 */
export function zip(parts: ZipPart[], declaredCount = parts.length): Buffer {
  const { locals, directory } = records(parts, 0);
  return Buffer.concat([locals, directory, endRecord(declaredCount, directory.length, locals.length)]);
}

/**
 * Two archives in one file: a reader that trusts the end record's directory offset reads `seen`; JSZip, finding
 * that directory does not end at the end record, shifts every offset by the gap and reads `hidden`. Both lists
 * have the same length; `seen`'s parts must take at least as many bytes as `hidden`'s.
 */
export function twin(seen: ZipPart[], hidden: ZipPart[]): Buffer {
  const a = records(seen, 0);
  const hiddenBytes = records(hidden, 0).locals.length;
  const h = records(hidden, a.locals.length - hiddenBytes);
  return Buffer.concat([
    a.locals,
    a.directory,
    h.locals,
    h.directory,
    endRecord(hidden.length, h.directory.length, a.locals.length),
  ]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts around one worksheet named 'Calificaciones' that ExcelJS needs to open it. */
export function workbookParts(sheet: ZipPart, extra: ZipPart[] = []): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Calificaciones" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
    ...extra,
  ];
}

export const sheetXml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}">${body}</worksheet>`;
