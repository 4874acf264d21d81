/**
 * The overdue list ('Morosos', beyond the spec): who owes an instalment past its deadline, and the polite
 * WhatsApp reminder the cashier may send by hand. The server never sends anything.
 */
import { bsToCents, formatBs } from './money.js';

/** Whole days from a due date to today (both 'YYYY-MM-DD', no time zone involved). */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.max(0, Math.round((utcDay(today) - utcDay(dueDate)) / 86_400_000));
}

// At module level: the overdue list calls daysOverdue once per row, tens of thousands of times.
function utcDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export interface ReminderInput {
  nombres: string;
  nombreGrupo: string;
  cuotasVencidas: number;
  montoAdeudado: number;
}

export function reminderText(row: ReminderInput): string {
  const first = row.nombres.trim().split(/\s+/)[0] ?? '';
  const name = first ? first.charAt(0) + first.slice(1).toLocaleLowerCase('es') : '';
  const cuotas = row.cuotasVencidas === 1 ? '1 cuota vencida' : `${row.cuotasVencidas} cuotas vencidas`;
  return (
    `Hola ${name}, le saludamos del Instituto Preuniversitario. Le recordamos que tiene ${cuotas} del grupo ${row.nombreGrupo} ` +
    `por ${formatBs(bsToCents(row.montoAdeudado))}. Por favor acérquese a nuestras oficinas para regularizar su pago. ¡Gracias!`
  );
}

/** A wa.me link for a Bolivian phone (591 prefixed to an 8-digit number), or null when the phone is not a mobile number. */
export function whatsappLink(phone: string, text: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const number =
    digits.length === 8 && /^[67]/.test(digits)
      ? `591${digits}`
      : digits.startsWith('591') && digits.length === 11
        ? digits
        : null;
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
