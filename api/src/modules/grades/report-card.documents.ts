import type { Knex } from 'knex';
import { GRADE_MESSAGES as G, diagnosisBand, gradeFromHundredths, groupMonths } from '../../../../domain/grades.js';
import { badRequest } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { renderListReport, type ReportColumn } from '../../pdf/index.js';
import { documentHeader } from '../incomes/ledger.documents.js';
import { classGroup } from './access.service.js';
import { studentAttendanceTotal } from './attendance.service.js';

type DbRow = Record<string, any>;

/**
 * students/selectGradeStudentByIdGroup/{idGroup}?idStudent= (spec 01 §3 "Grade report"): per subject of the
 * group, sim1..simN and exa1..exaN for its N instalments, and the student's diagnosis score.
 */
export async function reportCard(db: Knex, actor: Actor, groupId: number, studentId: number) {
  const group = await classGroup(db, actor, groupId);
  const enrolment = await db('enrolments')
    .join('users', 'users.id', 'enrolments.studentId')
    .where({ 'enrolments.groupId': group.id, 'enrolments.studentId': studentId })
    .first('users.id', 'users.ci', 'users.firstNames', 'users.lastNames');
  if (!enrolment) throw badRequest(G.notEnrolled);
  // The card shows every subject of the group, whoever teaches it.
  const subjects = await db('groupSubjects')
    .join('subjects', 'subjects.id', 'groupSubjects.subjectId')
    .where({ 'groupSubjects.groupId': group.id, 'groupSubjects.status': 1 })
    .distinct('subjects.id', 'subjects.name', 'subjects.code')
    .orderBy('subjects.name');
  const grades = await db('grades')
    .where({ groupId: group.id, studentId })
    .select('subjectId', 'month', 'type', 'gradeHundredths');
  const months = groupMonths(group.instalments);
  const diagnosis = await db('diagnoses').where({ groupId: group.id, studentId }).first('scoreHundredths');
  const studentDiagnosis = gradeFromHundredths(diagnosis?.scoreHundredths);
  return {
    cuotas: months.length,
    student: {
      idUsuario: enrolment.id,
      ci: enrolment.ci,
      nombres: enrolment.firstNames,
      apellidos: enrolment.lastNames,
    },
    group: { idGrupo: group.id, nombreGrupo: group.name, nombreSemestre: group.semesterName },
    subjects: subjects.map((s: DbRow) => {
      const row: Record<string, unknown> = { idMateria: s.id, nombreMateria: s.name, codigoMateria: s.code };
      for (const m of months) {
        const find = (type: number) =>
          grades.find((g: DbRow) => g.subjectId === s.id && g.month === m.id && g.type === type);
        row[`sim${m.id}`] = gradeFromHundredths(find(0)?.gradeHundredths);
        row[`exa${m.id}`] = gradeFromHundredths(find(1)?.gradeHundredths);
      }
      return row;
    }),
    studentDiagnosis,
    diagnosisBand: diagnosisBand(studentDiagnosis)?.label ?? null,
  };
}

const showGrade = (value: unknown) => (value === null || value === undefined ? '-' : Number(value).toFixed(2));

/** The report card as a letter-size PDF through the shared documents layer. */
export async function reportCardPdf(db: Knex, actor: Actor, groupId: number, studentId: number) {
  const card = await reportCard(db, actor, groupId, studentId);
  if (!card.subjects.length) throw badRequest(G.noSubjects);
  const attendance = await studentAttendanceTotal(db, actor, groupId, studentId);
  const group = await classGroup(db, actor, groupId);
  const partials: ReportColumn[] = [];
  for (let n = 1; n <= card.cuotas; n++) {
    partials.push(
      { label: `Simulacro ${n}`, key: `sim${n}`, align: 'center' },
      { label: `Examen ${n}`, key: `exa${n}`, align: 'center' },
    );
  }
  const pdf = await renderListReport(
    {
      header: await documentHeader(db, actor, group.departmentId),
      title: 'BOLETIN DE CALIFICACIONES',
      filters: [
        { label: 'Estudiante', value: `${card.student.apellidos} ${card.student.nombres}` },
        { label: 'CI', value: card.student.ci },
        { label: 'Grupo', value: card.group.nombreGrupo },
        { label: 'Semestre', value: card.group.nombreSemestre },
        {
          label: 'Diagnóstico',
          value:
            card.studentDiagnosis === null
              ? 'Sin registro'
              : `${showGrade(card.studentDiagnosis)} - ${card.diagnosisBand}`,
        },
        { label: 'Asistencia', value: `${attendance.totalAssistance.toFixed(2)} %` },
      ],
      numbered: true,
      columns: [{ label: 'Materia', key: 'nombreMateria' }, ...partials],
      rows: card.subjects.map((s) =>
        Object.fromEntries(Object.entries(s).map(([k, v]) => [k, /^(sim|exa)\d$/.test(k) ? showGrade(v) : v])),
      ),
      signatures: ['DOCENTE', 'DIRECCION ACADEMICA'],
    },
    { format: 'letter', landscape: card.cuotas > 4 },
  );
  return { pdf, filename: `Boletin ${card.student.ci}.pdf` };
}
