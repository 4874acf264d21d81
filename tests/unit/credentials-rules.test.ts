import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_CODE_PATTERN,
  isCredentialCode,
  overdueWarning,
  QR_PLACEHOLDER,
  validUntilLabel,
} from '../../domain/credentials.js';
import { amountInputText, formatAmount, formatBs } from '../../domain/money.js';
import { canTakeAttendance } from '../../domain/session.js';
import { newCredentialCode } from '../../api/src/modules/credentials/credentials.service.js';

describe('credential rules', () => {
  it('prints the validity as the Spanish month and year of the group end date', () => {
    expect(validUntilLabel('2026-12-01')).toBe('Válido hasta: diciembre 2026');
    expect(validUntilLabel('2027-01-31')).toBe('Válido hasta: enero 2027');
    expect(validUntilLabel('')).toBe('');
  });

  it('writes Bs the Bolivian way with integer arithmetic', () => {
    expect([
      formatAmount(60000),
      formatAmount(123450),
      formatAmount(5),
      formatAmount(100000000),
      formatAmount(-5050),
    ]).toEqual(['600,00', '1.234,50', '0,05', '1.000.000,00', '-50,50']);
    expect([formatBs(17162345), amountInputText(120000)]).toEqual(['Bs 171.623,45', '1200,00']);
  });

  it('warns about overdue instalments only when something is owed', () => {
    expect(overdueWarning(2, 60000)).toBe('Tiene 2 cuotas vencidas: Bs 600,00');
    expect(overdueWarning(1, 30000)).toBe('Tiene 1 cuota vencida: Bs 300,00');
    expect(overdueWarning(0, 0)).toBeNull();
  });

  it('accepts only the random credential format, never the placeholder, a ci or an id', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCredentialCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(isCredentialCode(code)).toBe(true);
    for (const bad of [QR_PLACEHOLDER, '6012345', '17', 'CRED-short', `${newCredentialCode()}x`, null])
      expect(isCredentialCode(bad)).toBe(false);
  });

  it('keeps the code pattern valid as an HTML pattern attribute (compiled with the v flag by browsers)', () => {
    const html = new RegExp(`^(?:${CREDENTIAL_CODE_PATTERN.source})$`, 'v');
    expect(html.test(newCredentialCode())).toBe(true);
    expect(html.test('CRED-short')).toBe(false);
  });

  it('role 2 takes attendance only with module 1 assigned; role 1 and teachers always', () => {
    expect(canTakeAttendance(1, [])).toBe(true);
    expect([3, 4, 5].map((role) => canTakeAttendance(role, []))).toEqual([true, true, true]);
    expect(canTakeAttendance(2, [])).toBe(false);
    expect(canTakeAttendance(2, [{ idModulo: 1, asignado: false }])).toBe(false);
    expect(canTakeAttendance(2, [{ idModulo: 1, asignado: true }])).toBe(true);
    expect(canTakeAttendance(6, [{ idModulo: 1, asignado: true }])).toBe(false);
  });
});
