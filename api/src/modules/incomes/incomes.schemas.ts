import { versionField } from '../../lib/versioned.js';
import { body, id, optionalId, state, text } from '../../schemas/fields.js';

/**
 * Request bodies of spec 02 §7 "Income and expenses". Field order is the order of the spec's messages
 * (Pago, Tipo, Nombre), so a blank form answers 'Ingrese un Pago' first. idUser is accepted and ignored:
 * the acting user comes from the session.
 */
const PAY = 'Ingrese un Pago';
/**
 * The amount is parsed by totalCentsOf() (toCents, no float arithmetic): a JSON number such as 12.3 fails
 * ajv's multipleOf 0.01, and a blank amount must answer 'Ingrese un Pago' rather than a format message.
 */
export const amount = () => ({ type: ['number', 'string', 'null'], errorMessage: PAY });
const common = {
  total: amount(),
  idIngressType: id('Ingrese un Tipo'),
  name: text({ required: 'Ingrese un Nombre', upper: true, max: 150 }),
  ingressDetail: text({ upper: true, max: 300 }),
  idUser: optionalId(),
};
const commonRequired = ['total', 'idIngressType', 'name'];
const department = { idDepartament: optionalId() };
const studentCount = {
  type: 'integer',
  minimum: 1,
  maximum: 10,
  errorMessage: 'Debe seleccionar la cantidad de estudiantes',
};

export const insertIngressBody = body({ ...common, ...department }, commonRequired);
export const updateIngressBody = body({ ...common, idIngress: id(), version: versionField() }, [
  ...commonRequired,
  'idIngress',
]);
export const deleteIngressBody = body({ idIngress: id(), state: state(), version: versionField() }, [
  'idIngress',
  'state',
]);

export const insertPackageBody = body(
  {
    ...common,
    ...department,
    idStudent: id('Debe seleccionar un estudiante'),
    idLevel: id('Debe seleccionar un nivel'),
    numberStudents: studentCount,
    hoursLeft: {},
  },
  [...commonRequired, 'idStudent', 'idLevel', 'numberStudents'],
);

export const updatePackageBody = body(
  {
    ...common,
    idIngress: id(),
    version: versionField(),
    idStudent: id('Debe seleccionar un estudiante'),
    idReservation: id(),
    idLevel: optionalId(),
    numberStudents: { ...studentCount, type: ['integer', 'null'], default: null },
  },
  [...commonRequired, 'idIngress', 'idStudent', 'idReservation'],
);

const practice = { idTeacher: id('Debe seleccionar un Profesor'), idLevel: id('Ingrese un Tipo') };
export const insertPracticeBody = body({ ...common, ...department, ...practice }, [
  ...commonRequired,
  'idTeacher',
  'idLevel',
]);
export const updatePracticeBody = body(
  { ...common, ...practice, idIngress: id(), idPracticeTeacher: id(), version: versionField() },
  [...commonRequired, 'idTeacher', 'idLevel', 'idIngress', 'idPracticeTeacher'],
);
