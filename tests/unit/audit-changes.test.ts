import { describe, expect, it } from 'vitest';
import { auditChanges } from '../../domain/audit.js';

describe('before → after of an audit row', () => {
  it('an edit shows only the fields that changed, money in Bs and instants in La Paz time', () => {
    expect(auditChanges(
      { amountPaidCents: 20000, discountCents: 0, description: 'A', paidAt: '2026-11-26T02:54:54.690Z' },
      { amountPaidCents: 20000, discountCents: 5000, description: 'B', paidAt: '2026-11-26T03:00:00.000Z' },
    )).toEqual([
      { campo: 'Descuento', antes: 'Bs 0,00', despues: 'Bs 50,00' },
      { campo: 'Descripción', antes: 'A', despues: 'B' },
      { campo: 'Fecha de pago', antes: '25/11/2026 22:54:54', despues: '25/11/2026 23:00:00' },
    ]);
  });

  it('a creation lists what was stored (empty values left out), a deletion what was there; hashes never', () => {
    expect(auditChanges(undefined, { receiptNumber: 7, reservationId: null, passwordHash: 'x' })).toEqual([{ campo: 'N° de recibo', antes: '—', despues: '7' }]);
    expect(auditChanges({ teacherId: 3 }, null)).toEqual([{ campo: 'Docente', antes: '3', despues: '—' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
