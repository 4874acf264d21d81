import { describe, expect, it } from 'vitest';
import { jsonBody, jsonBytes } from '../../api/src/http/json-bytes.js';

const same = (value: unknown) => expect(jsonBytes(value).toString('utf8')).toBe(JSON.stringify(value));

describe('JSON answers as bytes', () => {
  it('writes long arrays of report rows byte for byte as JSON.stringify, across chunk boundaries', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => ({
      idGrupoUsuario: i, nombres: i % 7 ? 'JOSÉ MARÍA' : 'NIÑO 😀', apellidos: 'PEÑA "Q" \\ \u2028', pago1: i / 100, fecha1: '',
    }));
    const bytes = jsonBytes(rows);
    expect(bytes.length).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(rows);
    same(rows);
  });

  it('writes the elements JSON has no form for as null, and dates, nested arrays and short answers as JSON.stringify', () => {
    same([...Array.from({ length: 300 }, (_, i) => i), undefined, () => 1, Symbol('x'), null, new Date(0), [1, [2]], { a: undefined }]);
    same(new Array(400));
    same({ msg: 'Operación exitosa', data: [1, 2] });
    same([]);
    same('texto');
  });

  it('writes one element longer than a chunk', () => {
    const rows = [...Array.from({ length: 300 }, () => ({ a: 1 })), { big: 'x'.repeat(600_000) }];
    same(rows);
  });

  it('answers a short JSON as the text itself and a longer one as its UTF-8 bytes, both as JSON.stringify', () => {
    const short = { msg: 'Operación exitosa', data: [{ id: 1, nombre: 'MAÑANA' }] };
    expect(jsonBody(short)).toBe(JSON.stringify(short));
    const long = Array.from({ length: 100 }, (_, i) => ({ id: i, nombre: 'TURNO MAÑANA' }));
    const body = jsonBody(long);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.toString('utf8')).toBe(JSON.stringify(long));
  });
});
