/** Strings of Administración → 'Importar estudiantes' and of the home's 'Primeros pasos' (beyond the spec). */
export const studentImportMessages = {
  title: 'Importar estudiantes',
  intro: 'Traiga a sus estudiantes, sus inscripciones y lo que ya pagaron desde una planilla: una fila por estudiante y grupo. Nada se guarda hasta que confirme.',
  template: 'Descargar plantilla',
  choose: 'Elegir archivo (.xlsx o .csv)',
  branch: 'Sucursal de los estudiantes nuevos',
  reading: 'Revisando el archivo…',
  confirm: 'Confirmar',
  confirming: 'Importando…',
  another: 'Importar otro archivo',
  onlyErrors: 'Solo filas con error',
  shown: 'Se muestran %{shown} de %{total} filas.',
  importedNote: 'Los pagos importados no tienen recibo ni entran en la caja: solo ajustan los saldos.',
  counts: {
    filas: 'Filas', nuevos: 'Estudiantes nuevos', existentes: 'Ya registrados (solo inscripción)', sinCambios: 'Sin cambios',
    errores: 'Con error', pagos: 'Pagos importados', montoPagado: 'Monto ya pagado',
  },
  columns: {
    fila: 'Fila', ci: 'CI', estudiante: 'Estudiante', grupo: 'Grupo', fecha: 'Inscripción', pagado: 'Pagado', descuento: 'Descuento',
    resultado: 'Resultado', motivo: 'Motivo',
  },
  firstSteps: {
    title: 'Primeros pasos',
    intro: 'Lo necesario para cobrar la primera mensualidad en %{department}. Cada paso se marca solo cuando está hecho.',
    dismiss: 'Ocultar',
    open: 'Ir',
    importLink: 'Importar',
    registerLink: 'Registrar',
  },
} as const;
