import { badRequest } from '../../http/errors.js';
import { toCents } from '../../lib/money.js';
import { isCalendarDate } from '../../lib/time.js';

/** The group form as the documented endpoints send it (spec 01 §3 "Group … Sent"). */
export interface GroupInput {
  nameGroup?: unknown;
  numberGroup?: unknown;
  codeGroup?: unknown;
  share?: unknown;
  cost?: unknown;
  startDate?: unknown;
  idTurn?: unknown;
}

export interface GroupValues {
  name: string;
  code: string;
  number: number;
  instalments: number;
  costCents: number;
  startDate: string;
  turnId: number;
}

const MAX_INSTALMENTS = 6;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * 2 to 6 letters, a hyphen, 1 to 3 digits ('MED-1', 'med - 12'); stored upper-cased as 'CODE - number'.
 * The name may also come split as codeGroup + numberGroup.
 */
function parseGroupName(input: GroupInput): { name: string; code: string; number: number } {
  let text = blank(input.nameGroup) ? '' : String(input.nameGroup).trim();
  if (!text && !blank(input.codeGroup))
    text = `${String(input.codeGroup).trim()}-${blank(input.numberGroup) ? '' : String(input.numberGroup).trim()}`;
  if (!text) throw badRequest('Ingrese un Grupo');
  const match = /^([A-Za-zÑñ]{2,6})\s*-\s*(\d{1,3})$/.exec(text);
  if (!match) throw badRequest('Debe ingresar un formato correcto');
  const code = match[1].toUpperCase();
  const number = Number(match[2]);
  return { name: `${code} - ${number}`, code, number };
}

function positiveInt(value: unknown, required: string): number {
  if (blank(value)) throw badRequest(required);
  if (!/^\d+$/.test(String(value).trim())) throw badRequest('Solo debe ingresar numeros');
  return Number(String(value).trim());
}

/** Checks the whole form in the order of the dialog's fields; the first failing rule's Spanish message wins. */
export function parseGroupInput(input: GroupInput): GroupValues {
  const { name, code, number } = parseGroupName(input);
  if (blank(input.startDate) || !isCalendarDate(String(input.startDate).trim().slice(0, 10)))
    throw badRequest('Ingrese una fecha');
  const startDate = String(input.startDate).trim().slice(0, 10);
  if (blank(input.idTurn) || !/^\d+$/.test(String(input.idTurn)) || Number(input.idTurn) < 1)
    throw badRequest('Seleccione un turno');
  const instalments = positiveInt(input.share, 'Ingrese la cantidad de cuotas');
  if (instalments < 1 || instalments > MAX_INSTALMENTS)
    throw badRequest(`La cantidad de cuotas debe ser de 1 a ${MAX_INSTALMENTS}`);
  if (blank(input.cost)) throw badRequest('Ingrese el costo del grupo');
  // Whole Bs as the spec's form sends them; two decimals are tolerated ('1000.00'), never a sign or letters.
  const costText = String(input.cost).trim();
  const costCents = /^\d{1,7}(\.\d{1,2})?$/.test(costText) ? toCents(costText) : null;
  if (costCents === null) throw badRequest('Solo debe ingresar numeros');
  return { name, code, number, instalments, costCents, startDate, turnId: Number(input.idTurn) };
}
