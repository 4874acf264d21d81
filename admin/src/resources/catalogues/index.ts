/**
 * The REST-face resources of the administration catalogues, registered as react-admin `<Resource>`s
 * (their pages are mounted at the spec's routes by routes.tsx).
 */
export const CATALOGUE_RESOURCES = [
  { name: 'departments', recordRepresentation: 'nombreDepartamento' },
  { name: 'branch-offices', recordRepresentation: 'nombreSucursal' },
  { name: 'users', recordRepresentation: 'apellidos' },
  { name: 'roles', recordRepresentation: 'nombreRol' },
  { name: 'turns', recordRepresentation: 'nombreTurno' },
  { name: 'payment-types', recordRepresentation: 'nombreTipoPago' },
  { name: 'subjects', recordRepresentation: 'nombreMateria' },
  { name: 'payment-categories', recordRepresentation: 'nivel' },
  { name: 'income-types', recordRepresentation: 'nombreTipoIngreso' },
  { name: 'lesson-levels', recordRepresentation: 'nombreNivel' },
] as const;
