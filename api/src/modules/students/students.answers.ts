import { flag, int, list, named, nullable, obj, str } from '../../schemas/answers.js';

/**
 * presentStudent (students.service.ts): the person's fields with react-admin's `id`, plus the photo key and the
 * old per-student code. The student query joins no role, so there is no `nombreRol` (every student is role 6).
 */
export const studentAnswer = named(
  'Estudiante',
  obj({
    id: int(),
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
    usuario: str(),
    estado: flag(),
    idDepartamento: int(),
    version: int(),
    qrCode: nullable(str()),
    avatar: nullable(str('Clave de la foto')),
  }),
);

export const studentList = list(studentAnswer);

/** insertStudent: type 0 registered, 1 updated, 2 reactivated, 3 exists in another branch (data is that student). */
export const studentWriteAnswer = obj({
  type: { type: 'integer', enum: [0, 1, 2, 3] },
  msg: str(),
  data: studentAnswer,
});
