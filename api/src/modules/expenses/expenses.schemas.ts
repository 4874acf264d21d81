import { versionField } from '../../lib/versioned.js';
import { body, id, optionalId, state, text } from '../../schemas/fields.js';
import { amount } from '../incomes/incomes.schemas.js';

/** Request bodies of spec 02 §7 (expenses): 'Ingrese un Pago' before 'Ingrese un Nombre'; idUser ignored. */
const common = {
  total: amount(),
  name: text({ required: 'Ingrese un Nombre', upper: true, max: 150 }),
  egressDetail: text({ upper: true, max: 300 }),
  idUser: optionalId(),
};

export const insertEgressBody = body({ ...common, idDepartament: optionalId() }, ['total', 'name']);
export const updateEgressBody = body({ ...common, idEgress: id(), version: versionField() }, [
  'total',
  'name',
  'idEgress',
]);
export const deleteEgressBody = body({ idEgress: id(), state: state(), version: versionField() }, [
  'idEgress',
  'state',
]);
