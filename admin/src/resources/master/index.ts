/**
 * The REST-face master records besides the catalogues, registered as react-admin `<Resource>`s. None has a
 * `list` prop: their screens keep the spec's routes (routes.tsx) and run on react-admin's list controller and
 * mutation hooks over these resources; the registration gives each its name and record representation.
 */
export const MASTER_RESOURCES = [
  { name: 'teachers', recordRepresentation: 'apellidos' },
  { name: 'semesters', recordRepresentation: 'nombreSemestre' },
  { name: 'groups', recordRepresentation: 'nombreGrupo' },
  { name: 'students', recordRepresentation: 'apellidos' },
  { name: 'enrolments', recordRepresentation: 'apellidos' },
  { name: 'incomes', recordRepresentation: 'nombre' },
  { name: 'expenses', recordRepresentation: 'nombre' },
] as const;
