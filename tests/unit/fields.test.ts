import { describe, expect, it } from 'vitest';
import { validateBody } from '../../api/src/http/validate.js';
import { body, money, text } from '../../api/src/schemas/fields.js';

const schema = body({ total: money('Ingrese un Pago'), name: text({ required: 'Ingrese un Nombre', upper: true }) }, [
  'total',
  'name',
]);

describe('request field schemas', () => {
  it('accepts Bs amounts with up to two decimals, as numbers or strings', () => {
    for (const total of [0.07, 1234.56, '19,99', '0', 5]) {
      expect(() => validateBody(schema, { total, name: 'x' })).not.toThrow();
    }
  });

  it('refuses other amounts with the field message', () => {
    for (const total of [1.234, '-5', 'abc', '1.2.3', -1]) {
      expect(() => validateBody(schema, { total, name: 'x' })).toThrow('Debe ingresar un número');
    }
    expect(() => validateBody(schema, { name: 'x' })).toThrow('Ingrese un Pago');
  });

  it('trims and upper-cases text before checking it', () => {
    const data = validateBody<{ name: string }>(schema, { total: 1, name: '  venta de libros ' });
    expect(data.name).toBe('VENTA DE LIBROS');
    expect(() => validateBody(schema, { total: 1, name: '   ' })).toThrow('Ingrese un Nombre');
  });
});
