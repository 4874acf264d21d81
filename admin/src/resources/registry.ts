/**
 * Every REST-face resource of the back office, registered as a react-admin `<Resource>` (for its name and
 * record representation). None has a `list` prop: the screens keep the spec's routes (routes.tsx) and run on
 * react-admin's list controller and mutation hooks over these resources. Payments, the calendar, grades,
 * attendance, reports and the counter are workflows on documented calls, not resources.
 */
export const RESOURCES = [
  // Administration catalogues (resources/catalogue/CatalogueResource).
  { name: 'departments', recordRepresentation: 'nombreDepartamento' },
  { name: 'branch-offices', recordRepresentation: 'nombreSucursal' },
  { name: 'users', recordRepresentation: 'apellidos' },
  { name: 'teachers', recordRepresentation: 'apellidos' },
  { name: 'roles', recordRepresentation: 'nombreRol' },
  { name: 'turns', recordRepresentation: 'nombreTurno' },
  { name: 'payment-types', recordRepresentation: 'nombreTipoPago' },
  { name: 'subjects', recordRepresentation: 'nombreMateria' },
  { name: 'payment-categories', recordRepresentation: 'nivel' },
  { name: 'income-types', recordRepresentation: 'nombreTipoIngreso' },
  { name: 'lesson-levels', recordRepresentation: 'nombreNivel' },
  // Academic master records (pages/semesters, groups, students, group-students).
  { name: 'semesters', recordRepresentation: 'nombreSemestre' },
  { name: 'groups', recordRepresentation: 'nombreGrupo' },
  { name: 'students', recordRepresentation: 'apellidos' },
  { name: 'enrolments', recordRepresentation: 'apellidos' },
  // Money in and out (pages/finance/FinancePage).
  { name: 'incomes', recordRepresentation: 'nombre' },
  { name: 'expenses', recordRepresentation: 'nombre' },
] as const;
