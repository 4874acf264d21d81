import { bs, date, int, list, named, obj, str } from '../../schemas/answers.js';

/** The counts above the preview, and what a confirm wrote. */
const totals = named(
  'TotalesImportacion',
  obj({
    filas: int('Filas de datos leídas'),
    nuevos: int('Filas de estudiantes nuevos'),
    existentes: int('Filas de estudiantes ya registrados (solo inscripción)'),
    sinCambios: int('Filas ya inscritas: nada que escribir'),
    errores: int('Filas con error (no se importan)'),
    estudiantesNuevos: int(),
    inscripciones: int(),
    pagos: int('Pagos importados (uno por cuota alcanzada)'),
    montoPagado: bs('Monto ya pagado, Bs'),
  }),
);

const previewRow = named(
  'FilaImportacion',
  obj({
    fila: int('Número de fila en la planilla'),
    ci: str(),
    nombres: str(),
    apellidos: str(),
    semestre: str(),
    grupo: str(),
    fechaInscripcion: date(),
    cuotasPagadas: int(),
    montoPagado: bs(),
    descuento: bs(),
    resultado: { type: 'string', enum: ['nuevo', 'existente', 'sin cambios', 'error'] },
    motivo: str('Motivo del error, en español'),
  }),
);

export const importPreviewAnswer = obj({ msg: str(), totales: totals, filas: list(previewRow) });
export const importConfirmAnswer = obj({ msg: str(), type: int(), data: totals });
