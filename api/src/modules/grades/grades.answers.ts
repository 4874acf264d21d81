import {
  bool,
  date,
  int,
  list,
  mapOf,
  named,
  nullable,
  num,
  obj,
  str,
  type JsonSchema,
} from '../../schemas/answers.js';
import { groupAnswer } from '../groups/groups.answers.js';

/** A grade or score 0–100 (stored in hundredths), or null when there is none. */
const grade = (description?: string) => nullable(num(description));
const done = obj({ type: int(), msg: str() });

/** access.service.ts GroupSubject: the subjects of a group the actor may grade. */
const gradedSubjectAnswer = named(
  'MateriaCalificable',
  obj({ idMateria: int(), codigoMateria: str(), nombreMateria: str(), idDocente: int() }),
);

/** semesterClassGroups: the group with its gradable subjects. */
export const classGroupList = list(
  obj({ ...(groupAnswer.properties as Record<string, JsonSchema>), subjects: list(gradedSubjectAnswer) }),
);

export const diagnosisList = list(
  obj({ idUsuario: int(), nombres: str('Apellidos y nombres'), ci: str(), diagnostico: grade() }),
);
export const diagnosisSaved = done;

/** One row per student, one extra key per subject code holding that month's grade. */
export const gradeSheetAnswer = obj({
  subjects: list(gradedSubjectAnswer),
  students: list({
    type: 'object',
    properties: { idUsuario: int(), ci: str(), nombreCompleto: str() },
    required: ['idUsuario', 'ci', 'nombreCompleto'],
    additionalProperties: grade('Nota de la materia cuyo código es la clave'),
  }),
});
export const gradeSheetSaved = obj({ type: int(), msg: str(), data: obj({ saved: int('Notas escritas') }) });

/** What an uploaded workbook would save: each row's grades as read and the message of every bad cell. */
export const gradePreviewAnswer = obj({
  subjects: list(gradedSubjectAnswer),
  rows: list(
    obj({
      fila: int(),
      idUsuario: nullable(int()),
      ci: str(),
      nombreCompleto: str(),
      notas: mapOf({ type: ['number', 'string', 'boolean', 'null'] }),
      errores: mapOf(str()),
    }),
  ),
  invalidRows: int(),
  msg: str(),
});

export const attendanceListAnswer = obj({
  fecha: date(),
  registrada: bool(),
  asistances: list(obj({ idUsuario: int(), estudiante: str(), ci: str(), presente: bool(), registrado: bool() })),
});

export const classStudentsAnswer = list(
  obj({ idUsuario: int(), ci: str(), nombres: str(), apellidos: str(), telefono: str(), estudiante: str() }),
);

/** exams/insertExam and updateExam: type 0 is the dialog's warning (already graded / no grade yet). */
export const examSaved = done;
export const studentGradesAnswer = list(
  obj({ idMateria: int(), parcial: int(), tipo: { type: 'integer', enum: [0, 1] }, nota: grade() }),
);

export const attendanceSaved = done;
export const attendanceTotalAnswer = obj({
  totalAssistance: num('Porcentaje de asistencia'),
  presentes: int(),
  fechasClase: int(),
});
const attendanceDay = obj({ fecha: date(), presente: bool() });
export const attendanceMonthAnswer = list(attendanceDay);
export const assistancesAnswer = obj({ assistances: list(attendanceDay) });

/** The report card: sim1..simN and exaN (N = instalments) per subject. */
export const reportCardAnswer = obj({
  cuotas: int(),
  student: obj({ idUsuario: int(), ci: str(), nombres: str(), apellidos: str() }),
  group: obj({ idGrupo: int(), nombreGrupo: str(), nombreSemestre: str() }),
  subjects: list({
    type: 'object',
    properties: { idMateria: int(), nombreMateria: str(), codigoMateria: str() },
    required: ['idMateria', 'nombreMateria', 'codigoMateria'],
    patternProperties: { '^(sim|exa)[1-9]$': grade() },
    additionalProperties: false,
  }),
  studentDiagnosis: grade(),
  diagnosisBand: nullable(str()),
});
