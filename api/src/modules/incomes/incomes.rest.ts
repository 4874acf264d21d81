import { onlyActive } from '../../lib/status.js';
import { assertRole, STAFF_ROLES } from '../../http/session.js';
import { validateBody } from '../../http/validate.js';
import { versionOf } from '../../lib/versioned.js';
import { bsColumn, pageQuery, toggleOnly, type Column, type RestResource } from '../../rest/resource.js';
import { bodiesOf } from '../../rest/contract.js';
import { incomeAnswer } from './incomes.answers.js';
import { FINANCE_LIST_MAX, restSearch } from './filters.rules.js';
import { insertIngressBody, updateIngressBody } from './incomes.schemas.js';
import {
  baseQuery,
  createIncome,
  getIncome,
  INCOME_FILTER_COLUMNS,
  incomes,
  setIncomeState,
  updateIncome,
} from './incomes.service.js';

/** Sort and filter fields of /api/rest/incomes (Spanish names → columns); anything else is refused. */
const COLUMNS: Record<string, Column> = {
  id: 'incomes.id',
  idIngreso: 'incomes.id',
  codigo: 'incomes.receiptNumber',
  nombre: 'incomes.name',
  total: bsColumn('incomes.totalCents'),
  idTipoIngreso: 'incomes.incomeTypeId',
  nombreTipoIngreso: 'incomeTypes.name',
  detalleIngreso: 'incomes.detail',
  tipo: 'incomes.kind',
  estado: 'incomes.status',
  fechaPago: 'incomes.paidAt',
  idReserva: 'incomes.reservationId',
  idUsuario: 'incomes.userId',
  idDepartamento: 'incomes.departmentId',
  version: 'incomes.version',
};

/** The record of /api/rest/incomes (present): kind 1 income, 2 package, 3 practice. */
const incomeRecord = incomeAnswer;

/** The fields of the income form; a PUT changing none of them but `estado` is a status change. */
const FORM_FIELDS = ['nombre', 'detalleIngreso', 'total', 'idTipoIngreso'];

/** Spanish record fields → the documented request names the schemas validate. */
const toInput = (data: Record<string, unknown>) => ({
  name: data.nombre,
  ingressDetail: data.detalleIngreso ?? '',
  total: data.total,
  idIngressType: data.idTipoIngreso,
});

/**
 * /api/rest/incomes for react-admin: list and read every kind; create and edit plain income (packages and
 * practices go through their documented endpoints, which also write the reservation or the teacher).
 */
export const incomesResource: RestResource = {
  name: 'incomes',
  contract: {
    noun: 'el ingreso',
    record: incomeRecord,
    fields: Object.keys(COLUMNS),
    // The advanced search of the page (incomes/filters.ts restSearch), besides exact values.
    filters: ['nombreContiene', 'fechaDesde', 'fechaHasta'],
    ...bodiesOf(
      incomeRecord,
      ['nombre', 'detalleIngreso', 'total', 'idTipoIngreso', 'estado'],
      ['nombre', 'total', 'idTipoIngreso'],
    ),
  },
  maxPage: FINANCE_LIST_MAX,
  async list(call, query) {
    assertRole(call.actor, STAFF_ROLES);
    const base = baseQuery(call.db).where('incomes.departmentId', call.departmentId);
    onlyActive(base, 'incomes.status', call.actor);
    const { rows, total } = await pageQuery(base, restSearch(base, query, INCOME_FILTER_COLUMNS), COLUMNS, {
      search: ['incomes.name', 'incomes.detail'],
      lookupJoins: true,
    });
    return { rows: await incomes.marked(call.db, rows), total };
  },
  getOne: (call, id) => getIncome(call.db, call.actor, id),
  create: (call, data) =>
    createIncome(call.db, call.actor, {
      ...validateBody(insertIngressBody, toInput(data)),
      idDepartament: call.departmentId,
    }),
  async update(call, id, data) {
    const version = versionOf(data) ?? null;
    // A toggle alone (the list's Desactivar / Activar, also of a package or practice) is a status change, not an edit.
    if (toggleOnly(await getIncome(call.db, call.actor, id), data, FORM_FIELDS))
      return setIncomeState(call.db, call.actor, id, data.estado as number, version);
    let row = await updateIncome(
      call.db,
      call.actor,
      id,
      validateBody(updateIngressBody, { ...toInput(data), idIngress: id, version }),
    );
    if ((data.estado === 0 || data.estado === 1) && data.estado !== row.estado)
      row = await setIncomeState(call.db, call.actor, id, data.estado);
    return row;
  },
  remove: (call, id) => setIncomeState(call.db, call.actor, id, 0),
};
