/** Amounts in Spanish words for receipts: 12550 → "CIENTO VEINTICINCO 50/100 BOLIVIANOS". */

const UNITS = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const TEENS = [
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
];
const TWENTIES = [
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

function belowHundred(n: number): string {
  if (n < 10) return UNITS[n]!;
  if (n < 20) return TEENS[n - 10]!;
  if (n < 30) return TWENTIES[n - 20]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} Y ${UNITS[unit]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  if (n === 100) return 'CIEN';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [HUNDREDS[hundreds], rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** "UNO" becomes "UN" before MIL / MILLONES ("VEINTIÚN MIL", "TREINTA Y UN MIL"). */
function apocope(words: string): string {
  if (words.endsWith('VEINTIUNO')) return `${words.slice(0, -'VEINTIUNO'.length)}VEINTIÚN`;
  if (words.endsWith('UNO')) return `${words.slice(0, -3)}UN`;
  return words;
}

/** A non-negative integer in Spanish words, upper case ("MIL DOSCIENTOS TREINTA Y CUATRO"). */
export function integerToWords(value: number): string {
  const n = Math.trunc(Math.abs(value));
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'UN MILLÓN' : `${apocope(integerToWords(millions))} MILLONES`);
  if (thousands) parts.push(thousands === 1 ? 'MIL' : `${apocope(belowThousand(thousands))} MIL`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** Centavos to the receipt wording: 12550 → "CIENTO VEINTICINCO 50/100 BOLIVIANOS". */
export function amountToWords(cents: number, currency = 'BOLIVIANOS'): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const sign = rounded < 0 ? 'MENOS ' : '';
  return `${sign}${integerToWords(whole)} ${fraction}/100 ${currency}`;
}
