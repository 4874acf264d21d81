import { describe, expect, it } from 'vitest';
import { auditChanges, auditContext, auditRefs } from '../../domain/audit.js';
import type { NameOf } from '../../domain/audit-fields.js';

const names: NameOf = (kind, id) =>
  (
    ({
      'person:9': 'ANA QUISPE (CI 123)',
      'subject:4': 'FISICA',
      'paymentType:1': 'EFECTIVO',
      'paymentType:2': 'QR',
    }) as Record<string, string>
  )[`${kind}:${id}`];

describe('before → after of an audit row', () => {
  it('an edit shows only the fields that changed, money in Bs and instants in La Paz time', () => {
    expect(
      auditChanges(
        { amountPaidCents: 20000, discountCents: 0, description: 'A', paidAt: '2026-11-26T02:54:54.690Z' },
        { amountPaidCents: 20000, discountCents: 5000, description: 'B', paidAt: '2026-11-26T03:00:00.000Z' },
      ),
    ).toEqual([
      { campo: 'Descuento', antes: 'Bs 0,00', despues: 'Bs 50,00' },
      { campo: 'Descripción', antes: 'A', despues: 'B' },
      { campo: 'Fecha de pago', antes: '25/11/2026 22:54', despues: '25/11/2026 23:00' },
    ]);
  });

  it('a creation lists what was stored (empty values and bookkeeping left out), a deletion what was there; hashes never', () => {
    expect(auditChanges(undefined, { receiptNumber: 7, reservationId: null, passwordHash: 'x' })).toEqual([
      { campo: 'N° de recibo', antes: '—', despues: '7' },
    ]);
    expect(auditChanges({ teacherId: 3 }, null)).toEqual([{ campo: 'Docente', antes: 'N° 3', despues: '—' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('names ids, writes marks as typed, Sí/No, calendar dates and voided receipts', () => {
    expect(auditChanges({ paymentTypeId: 1, status: 1 }, { paymentTypeId: 2, status: 0 }, names, 'payments')).toEqual([
      { campo: 'Tipo de pago', antes: 'EFECTIVO', despues: 'QR' },
      { campo: 'Estado', antes: 'Vigente', despues: 'Anulado' },
    ]);
    const mark = { groupId: 5, studentId: 9, subjectId: 4, month: 2, type: 0 };
    expect(auditChanges({ ...mark, grade: 44 }, { ...mark, grade: 71.5 }, names)).toEqual([
      { campo: 'Nota', antes: '44', despues: '71,5' },
    ]);
    // Rows written before marks were audited in points held hundredths.
    expect(auditChanges({ ...mark, grade: 4400 }, { ...mark, grade: 7100 }, names)).toEqual([
      { campo: 'Nota', antes: '44', despues: '71' },
    ]);
    expect(auditContext({ ...mark, grade: 44 }, { ...mark, grade: 71 }, names)).toBe(
      'Estudiante: ANA QUISPE (CI 123), Materia: FISICA, Parcial: Simulacro 2',
    );
    expect(auditRefs(null, mark)).toEqual(
      expect.arrayContaining([
        ['person', 9],
        ['subject', 4],
        ['group', 5],
      ]),
    );
    const cell = { groupId: 5, studentId: 9, date: '2026-11-20' };
    expect(auditChanges({ ...cell, present: false }, { ...cell, present: true }, names)).toEqual([
      { campo: 'Presente', antes: 'No', despues: 'Sí' },
    ]);
    expect(auditContext(null, { ...cell, present: true }, names)).toBe(
      'Estudiante: ANA QUISPE (CI 123), Fecha: 20/11/2026',
    );
  });
});
