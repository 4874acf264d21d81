import type { Knex } from 'knex';

let counter = 0;

/** A La Paz wall-clock time as the UTC instant the calendar sends ('2027-03-01', '10:00' → '2027-03-01T14:00:00.000Z'). */
export const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`).toISOString();

export interface CalendarWorld {
  departmentId: number;
  teacherId: number;
  otherTeacherId: number;
  docenteId: number;
  foreignTeacherId: number;
  subjectId: number;
  levelId: number;
  studentId: number;
  otherStudentId: number;
  paymentTypeId: number;
}

/** A new student of the department, written directly. */
export async function newStudent(db: Knex, departmentId = 1): Promise<number> {
  const n = ++counter;
  const branch = await db('branchOffices').where({ departmentId }).orderBy('id').first();
  const [id] = await db('users').insert({
    departmentId,
    branchOfficeId: branch.id,
    roleId: 6,
    firstNames: 'PEDRO PABLO',
    lastNames: `CLASES PRUEBA${n}`,
    ci: `77${String(n).padStart(5, '0')}${departmentId}${Date.now() % 1000}`,
    email: '',
    phone: '70011223',
    status: 1,
    createdAt: new Date().toISOString(),
  });
  return Number(id);
}

/** The reference teachers, subjects and levels of La Paz, a teacher of another department and two fresh students. */
export async function calendarWorld(db: Knex): Promise<CalendarWorld> {
  const departmentId = 1;
  const teachers = await db('users')
    .where({ departmentId })
    .whereIn('roleId', [3, 4, 5])
    .whereNull('username')
    .orderBy('id');
  const docente = await db('users').where({ username: 'docente' }).first();
  const foreign = await db('users').whereNot({ departmentId }).whereIn('roleId', [3, 4, 5]).first();
  const subject = await db('subjects').where({ departmentId, type: 1, status: 1 }).orderBy('id').first();
  const level = await db('lessonLevels').where({ departmentId, status: 1 }).orderBy('id').first();
  const paymentType = await db('paymentTypes').where({ departmentId, name: 'EFECTIVO' }).first();
  return {
    departmentId,
    teacherId: teachers[0].id,
    otherTeacherId: teachers[1].id,
    docenteId: docente.id,
    foreignTeacherId: foreign.id,
    subjectId: subject.id,
    levelId: level.id,
    studentId: await newStudent(db),
    otherStudentId: await newStudent(db),
    paymentTypeId: paymentType.id,
  };
}

/** The body of lessons/insertLesson for a slot of that La Paz day. */
export function lessonBody(
  w: CalendarWorld,
  date: string,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
) {
  return {
    idTeacher: w.teacherId,
    idSubject: w.subjectId,
    idStudent: w.studentId,
    idLevel: w.levelId,
    startDate: at(date, from),
    endDate: at(date, to),
    idReservation: null,
    numberStudent: 1,
    description: 'álgebra',
    virtual: false,
    hoursLeft: null,
    idDepartament: w.departmentId,
    statusType: 1,
    ...extra,
  };
}

/** A package reservation holding `minutes`, as a package income leaves it. */
export async function packageReservation(db: Knex, w: CalendarWorld, minutes: number): Promise<number> {
  const [id] = await db('reservations').insert({
    departmentId: w.departmentId,
    studentId: w.studentId,
    teacherId: null,
    levelId: w.levelId,
    subjectId: null,
    studentCount: 1,
    minutesLeft: minutes,
    priceCents: null,
    paidCents: 0,
    status: 1,
    createdAt: new Date().toISOString(),
  });
  return Number(id);
}
