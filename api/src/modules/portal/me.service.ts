import type { Knex } from 'knex';
import { ROLE, type Actor, type SessionUser } from '../../http/session.js';
import { portalStudents } from './principal.service.js';

/** The principal and the students they can switch between (a guardian with several children). */
export async function portalMe(db: Knex, actor: Actor, user: SessionUser) {
  const students = await portalStudents(db, actor);
  return {
    idUsuario: actor.id,
    nombres: user.nombres,
    apellidos: user.apellidos,
    tipo: actor.roleId === ROLE.GUARDIAN ? 'apoderado' : 'estudiante',
    estudiantes: students.map((s) => ({
      idEstudiante: s.id,
      nombres: s.firstNames,
      apellidos: s.lastNames,
      parentesco: s.relationship ?? null,
    })),
  };
}
