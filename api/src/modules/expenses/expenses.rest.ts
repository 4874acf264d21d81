import { assertRole, ROLE, STAFF_ROLES } from '../../http/session.js';
import { validateBody } from '../../http/validate.js';
import { versionOf } from '../../lib/versioned.js';
import { bsColumn, pageQuery, toggleOnly, type Column, type RestResource } from '../../rest/resource.js';
import { bodiesOf } from '../../rest/contract.js';
import { expenseAnswer } from './expenses.answers.js';
import { FINANCE_LIST_MAX, restSearch } from '../incomes/filters.rules.js';
import { insertEgressBody, updateEgressBody } from './expenses.schemas.js';
import { baseQuery, createExpense, expenses, getExpense, setExpenseState, updateExpense } from './expenses.service.js';

/** Sort and filter fields of /api/rest/expenses (Spanish names → columns); anything else is refused. */
const COLUMNS: Record<string, Column> = {
  id: 'expenses.id',
  idEgreso: 'expenses.id',
  codigo: 'expenses.receiptNumber',
  nombre: 'expenses.name',
  total: bsColumn('expenses.totalCents'),
  detalleEgreso: 'expenses.detail',
  estado: 'expenses.status',
  fechaRegistro: 'expenses.registeredAt',
  idUsuario: 'expenses.userId',
  idDepartamento: 'expenses.departmentId',
  version: 'expenses.version',
};

/** The record of /api/rest/expenses (present); `usuario` is the full name of who registered it. */
const expenseRecord = expenseAnswer;

/** The fields of the expense form; a PUT changing none of them but `estado` is a status change. */
const FORM_FIELDS = ['nombre', 'detalleEgreso', 'total'];

const toInput = (data: Record<string, unknown>) => ({
  name: data.nombre,
  egressDetail: data.detalleEgreso ?? '',
  total: data.total,
});

/** /api/rest/expenses for react-admin, with the documented list's visibility (role 1 all, others their own). */
export const expensesResource: RestResource = {
  name: 'expenses',
  contract: {
    noun: 'el egreso',
    record: expenseRecord,
    fields: Object.keys(COLUMNS),
    // The advanced search of the page (incomes/filters.ts restSearch), besides exact values.
    filters: ['nombreContiene', 'fechaDesde', 'fechaHasta'],
    ...bodiesOf(expenseRecord, ['nombre', 'detalleEgreso', 'total', 'estado'], ['nombre', 'total']),
  },
  maxPage: FINANCE_LIST_MAX,
  async list(call, query) {
    assertRole(call.actor, STAFF_ROLES);
    const base = baseQuery(call.db).where('expenses.departmentId', call.departmentId);
    if (call.actor.roleId !== ROLE.ADMIN) base.where({ 'expenses.userId': call.actor.id, 'expenses.status': 1 });
    const search = restSearch(base, query, {
      name: 'expenses.name',
      total: 'expenses.totalCents',
      instant: 'expenses.registeredAt',
    });
    const { rows, total } = await pageQuery(base, search, COLUMNS, {
      search: ['expenses.name', 'expenses.detail'],
      lookupJoins: true,
    });
    return { rows: await expenses.marked(call.db, rows), total };
  },
  getOne: (call, id) => getExpense(call.db, call.actor, id),
  create: (call, data) =>
    createExpense(call.db, call.actor, {
      ...validateBody(insertEgressBody, toInput(data)),
      idDepartament: call.departmentId,
    }),
  async update(call, id, data) {
    const version = versionOf(data) ?? null;
    // A toggle alone (the list's Eliminar / Desactivar / Activar) is a status change, not an edit.
    if (toggleOnly(await getExpense(call.db, call.actor, id), data, FORM_FIELDS))
      return setExpenseState(call.db, call.actor, id, data.estado as number, version);
    let row = await updateExpense(
      call.db,
      call.actor,
      id,
      validateBody(updateEgressBody, { ...toInput(data), idEgress: id, version }),
    );
    if ((data.estado === 0 || data.estado === 1) && data.estado !== row.estado)
      row = await setExpenseState(call.db, call.actor, id, data.estado);
    return row;
  },
  remove: (call, id) => setExpenseState(call.db, call.actor, id, 0),
};
