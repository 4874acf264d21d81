/** The one student/teacher search of every screen: CI (default), Apellidos, Nombres; CI matched from its start. */
export const personSearchMessages = {
  by: 'Buscar por',
  ci: 'CI',
  surnames: 'Apellidos',
  names: 'Nombres',
  term: 'Texto a buscar',
  required: 'Ingrese un valor para buscar',
  submit: 'Buscar',
} as const;
