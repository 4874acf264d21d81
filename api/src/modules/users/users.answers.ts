import { bool, flag, int, list, named, nullable, obj, str, type JsonSchema } from '../../schemas/answers.js';

/** presentPerson without react-admin's `id` (people.queries.ts): staff, teachers and students share it. */
const personAnswer = named(
  'Persona',
  obj({
    idUsuario: int(),
    nombres: str(),
    apellidos: str(),
    nombreCompleto: str(),
    ci: str(),
    email: str(),
    telefono: str(),
    idSucursal: nullable(int()),
    nombreSucursal: str(),
    idRol: int(),
    nombreRol: str(),
    usuario: str(),
    estado: flag(),
    idDepartamento: int(),
    version: int(),
  }),
);

/** `{ msg, type, data }` of a write that answers the person. */
export const personWriteAnswer = (type: JsonSchema = int()): JsonSchema =>
  obj({ msg: str(), type, data: personAnswer });

export const moduleAnswer = named('Modulo', obj({ idModulo: int(), nombreModulo: str() }));

export const permissionAnswer = named(
  'Permiso',
  obj({
    idPermiso: int(),
    idModulo: int(),
    nombreModulo: str(),
    module: moduleAnswer,
    asignado: bool(),
  }),
);

export const permissionWriteAnswer = obj({ msg: str(), type: int(), data: permissionAnswer });

export const teacherRoleAnswer = named(
  'RolDocente',
  obj({ idRol: int(), nombreRol: str(), descripcion: str(), estado: flag() }),
);

export const personList = list(personAnswer);
