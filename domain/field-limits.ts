/**
 * The longest value each text field takes, matching its column: the server refuses longer input (400) and
 * the forms stop typing there. Keyed by the names the forms and payloads use (request params and the
 * Spanish response fields of the catalogues).
 */
export const FIELD_MAX_LENGTH = {
  // People (students, users, teachers)
  names: 100,
  surnames: 100,
  ci: 20,
  phone: 40,
  email: 120,
  user: 60,
  pass: 200,
  nombres: 100,
  apellidos: 100,
  usuario: 60,
  telefono: 40,
  // Academics
  name: 20,
  nameGroup: 40,
  // Finance
  ingressDetail: 300,
  egressDetail: 300,
  description: 300,
  financeName: 150,
  // Catalogues (Spanish response fields)
  nombreDepartamento: 80,
  nombreSucursal: 80,
  nombreRol: 60,
  nombreTurno: 60,
  nombreTipoPago: 60,
  nombreMateria: 80,
  codigoMateria: 20,
  nombreNivel: 60,
  sigla: 10,
  nombreTipoIngreso: 80,
  descripcion: 200,
} as const;

/** The limit of a field, or undefined for one without its own column limit. */
export const maxLengthOf = (field: string): number | undefined => (FIELD_MAX_LENGTH as Record<string, number>)[field];
