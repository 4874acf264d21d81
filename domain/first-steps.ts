/**
 * 'Primeros pasos': what a department needs before its first receipt, in order. Each step ticks itself from the
 * department's data (GET /api/setup/firstSteps/{idDepartament}) and links to the screen where it is done.
 */
export const FIRST_STEPS = [
  { key: 'sucursal', label: 'Departamento y sucursal', hint: 'Registre la sucursal con su teléfono (se imprime en los recibos).' },
  { key: 'tiposPago', label: 'Tipos de pago y catálogos', hint: 'Registre los tipos de pago (EFECTIVO, QR…), turnos y materias.' },
  { key: 'semestre', label: 'Un semestre', hint: 'Cree el semestre en curso.' },
  { key: 'grupo', label: 'Un grupo', hint: 'Cree un grupo con su costo total y número de cuotas.' },
  { key: 'estudiantes', label: 'Estudiantes', hint: 'Impórtelos desde una planilla o regístrelos uno por uno.' },
  { key: 'caja', label: 'Abrir caja', hint: 'Abra su turno de caja antes de cobrar.' },
  { key: 'primerCobro', label: 'Primer cobro', hint: 'Cobre una mensualidad y entregue el recibo.' },
] as const;

export type FirstStepKey = (typeof FIRST_STEPS)[number]['key'];
export type FirstStepsState = Record<FirstStepKey, boolean>;

