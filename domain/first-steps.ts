/**
 * 'Primeros pasos': what a department needs before its first receipt, in order. Each step ticks itself from the
 * department's data (GET /api/setup/firstSteps/{idDepartament}) and links to the screen where it is done.
 */
export const FIRST_STEPS = [
  {
    key: 'sucursal',
    label: 'Departamento y sucursal',
    hint: 'Registre la sucursal con su teléfono (se imprime en los recibos).',
  },
  {
    key: 'tiposPago',
    label: 'Tipos de pago y catálogos',
    hint: 'Registre los tipos de pago (EFECTIVO, QR…), turnos y materias.',
  },
  { key: 'semestre', label: 'Un semestre', hint: 'Cree el semestre en curso.' },
  { key: 'grupo', label: 'Un grupo', hint: 'Cree un grupo con su costo total y número de cuotas.' },
  { key: 'estudiantes', label: 'Estudiantes', hint: 'Impórtelos desde una planilla o regístrelos uno por uno.' },
  { key: 'caja', label: 'Abrir caja', hint: 'Abra su turno de caja antes de cobrar.' },
  { key: 'primerCobro', label: 'Primer cobro', hint: 'Cobre una mensualidad y entregue el recibo.' },
] as const;

export type FirstStepKey = (typeof FIRST_STEPS)[number]['key'];
export type FirstStepsState = Record<FirstStepKey, boolean>;

/**
 * The semester 'Primeros pasos' proposes for a department with none: the half-year of `today` (YYYY-MM-DD),
 * named as staff name them ('I - 2026' from January to June, 'II - 2026' from July).
 */
export function suggestedSemesterName(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return `${month! <= 6 ? 'I' : 'II'} - ${year}`;
}
