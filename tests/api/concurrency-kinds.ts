import type { ApiResponse, TestApi } from './harness.js';
import { at, calendarWorld } from './calendar-fixtures.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

type Rec = Record<string, any>;

/**
 * One editable kind of record as two clients see it: how to make one, read it (with its version) and save a
 * change `n` made from a copy read earlier, and where that change shows in a fresh read.
 */
export interface Kind {
  name: string;
  create(api: TestApi): Promise<number>;
  read(api: TestApi, id: number): Promise<Rec>;
  save(api: TestApi, record: Rec, n: number, withVersion?: boolean): Promise<ApiResponse>;
  value(record: Rec, n?: number): unknown;
}

const H = { 'x-department-id': '1' };
let serial = 0;
const unique = () => `${Date.now() % 100000}${++serial}`.slice(-7);
const ok = (res: ApiResponse) => {
  if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
  return res.body;
};
const restRead = (resource: string) => async (api: TestApi, id: number) =>
  ok(await api.as('admin').get(`/api/rest/${resource}/${id}`, H));
/** The record it read, changed in one field and sent back whole, as react-admin's useUpdate does. */
const restSave =
  (resource: string, field: string, valueOf: (n: number) => unknown) =>
  (api: TestApi, record: Rec, n: number, withVersion = true) => {
    const { version, ...rest } = record;
    return api
      .as('admin')
      .put(
        `/api/rest/${resource}/${record.id}`,
        { ...rest, ...(withVersion ? { version } : {}), [field]: valueOf(n) },
        H,
      );
  };
const v = (record: Rec, withVersion: boolean) => (withVersion ? { version: record.version } : {});

const surname = (n: number) => `VERSION PRUEBA ${'ABCDEFGH'[n]}`;
const newStudent = async (api: TestApi) =>
  ok(
    await api.as('admin').post('/api/users/insertStudent', {
      names: 'juan',
      surnames: 'mamani quispe',
      ci: `55${unique()}`,
      phone: '71234567',
      idBranchoffice: 1,
      idDepartament: 1,
    }),
  ).data.idUsuario as number;
const newPerson = (resource: 'users' | 'teachers', idRol: number) => async (api: TestApi) =>
  ok(
    await api.as('admin').post(
      `/api/rest/${resource}`,
      {
        nombres: 'ana',
        apellidos: 'rojas',
        ci: `66${unique()}`,
        email: 'a@r.bo',
        telefono: '73334444',
        idSucursal: 1,
        idRol,
      },
      H,
    ),
  ).id as number;
const semesterName = (n: number) => `II - ${2070 + n + serial * 10}`;
const newSemester = async (api: TestApi) =>
  ok(await api.as('admin').post('/api/rest/semesters', { nombreSemestre: `I-${2200 + ++serial}` }, H)).id as number;
const newGroup = async (api: TestApi) => {
  const idTurn = (await api.db('turns').where({ departmentId: 1 }).orderBy('id').first()).id;
  return ok(
    await api.as('admin').post('/api/groups/insertGroup', {
      nameGroup: 'VER-1',
      share: 4,
      cost: 1600,
      startDate: '2031-03-02',
      idTurn,
      idSemester: await newSemester(api),
    }),
  ).data.idGrupo as number;
};
const newTurn = async (api: TestApi) =>
  ok(await api.as('admin').post('/api/rest/turns', { nombreTurno: `TURNO ${unique()}`, descripcion: '' }, H))
    .id as number;
const incomeType = async (api: TestApi) =>
  (await api.db('incomeTypes').where({ name: 'VENTA DE LIBROS', departmentId: 1 }).first()).id as number;
const newIncome = async (api: TestApi) =>
  ok(
    await api.as('cajero').post('/api/ingress/insertIngress', {
      name: 'libro',
      ingressDetail: '',
      total: 100,
      idIngressType: await incomeType(api),
      idDepartament: 1,
    }),
  ).data.idIngreso as number;
const newExpense = async (api: TestApi) =>
  ok(await api.as('cajero').post('/api/egress/insertEgress', { name: 'luz', total: 100, idDepartament: 1 })).data
    .idEgreso as number;

export const KINDS: Kind[] = [
  {
    name: 'students (REST)',
    create: newStudent,
    read: restRead('students'),
    save: restSave('students', 'apellidos', surname),
    value: (r) => r.apellidos,
  },
  {
    name: 'students (users/updateStudent)',
    create: newStudent,
    read: restRead('students'),
    value: (r) => r.apellidos,
    save: (api, r, n, wv = true) =>
      api.as('admin').put('/api/users/updateStudent', {
        idStudent: r.id,
        names: r.nombres,
        surnames: surname(n),
        ci: r.ci,
        phone: r.telefono,
        idBranchoffice: r.idSucursal,
        ...v(r, wv),
      }),
  },
  {
    name: 'teachers (REST)',
    create: newPerson('teachers', 3),
    read: restRead('teachers'),
    save: restSave('teachers', 'apellidos', surname),
    value: (r) => r.apellidos,
  },
  {
    name: 'teachers (users/updateTeacher)',
    create: newPerson('teachers', 3),
    read: restRead('teachers'),
    value: (r) => r.apellidos,
    save: (api, r, n, wv = true) =>
      api.as('admin').put('/api/users/updateTeacher', {
        idTeacher: r.id,
        names: r.nombres,
        surnames: surname(n),
        ci: r.ci,
        email: r.email,
        phone: r.telefono,
        idBranchoffice: r.idSucursal,
        idRole: r.idRol,
        ...v(r, wv),
      }),
  },
  {
    name: 'users (REST)',
    create: newPerson('users', 2),
    read: restRead('users'),
    save: restSave('users', 'apellidos', surname),
    value: (r) => r.apellidos,
  },
  {
    name: 'users (users/updateUser)',
    create: newPerson('users', 2),
    read: restRead('users'),
    value: (r) => r.apellidos,
    save: (api, r, n, wv = true) =>
      api.as('admin').put('/api/users/updateUser', {
        idUser: r.id,
        names: r.nombres,
        surnames: surname(n),
        ci: r.ci,
        email: r.email,
        phone: r.telefono,
        idBranchoffice: r.idSucursal,
        idRole: r.idRol,
        ...v(r, wv),
      }),
  },
  {
    name: 'semesters (REST)',
    create: newSemester,
    read: restRead('semesters'),
    save: restSave('semesters', 'nombreSemestre', semesterName),
    value: (r) => r.nombreSemestre,
  },
  {
    name: 'semesters (semesters/updateSemester)',
    create: newSemester,
    read: restRead('semesters'),
    value: (r) => r.nombreSemestre,
    save: (api, r, n, wv = true) =>
      api
        .as('admin')
        .put('/api/semesters/updateSemester', { idSemester: r.id, nameSemester: semesterName(n), ...v(r, wv) }),
  },
  {
    name: 'groups (REST)',
    create: newGroup,
    read: restRead('groups'),
    save: restSave('groups', 'nombreGrupo', (n) => `VER - ${n + 10}`),
    value: (r) => r.nombreGrupo,
  },
  {
    name: 'groups (groups/updateGroup)',
    create: newGroup,
    read: restRead('groups'),
    value: (r) => r.nombreGrupo,
    save: (api, r, n, wv = true) =>
      api.as('admin').put('/api/groups/updateGroup', {
        idGroup: r.id,
        nameGroup: `VER - ${n + 10}`,
        share: r.cuotas,
        cost: r.costo,
        startDate: r.fechaInicio,
        idTurn: r.idTurno,
        ...v(r, wv),
      }),
  },
  {
    name: 'catalogues (REST turns)',
    create: newTurn,
    read: restRead('turns'),
    save: restSave('turns', 'descripcion', (n) => `DESCRIPCION ${n}`),
    value: (r) => r.descripcion,
  },
  {
    name: 'catalogues (turns/updateTurn)',
    create: newTurn,
    read: restRead('turns'),
    value: (r) => r.descripcion,
    save: (api, r, n, wv = true) =>
      api.as('admin').put('/api/turns/updateTurn', {
        idTurn: r.id,
        nameTurn: r.nombreTurno,
        description: `DESCRIPCION ${n}`,
        ...v(r, wv),
      }),
  },
  {
    name: 'incomes (REST)',
    create: newIncome,
    read: restRead('incomes'),
    save: restSave('incomes', 'total', (n) => 100 + n * 50),
    value: (r) => r.total,
  },
  {
    name: 'incomes (ingress/updateIngress)',
    create: newIncome,
    read: restRead('incomes'),
    value: (r) => r.total,
    save: (api, r, n, wv = true) =>
      api.as('admin').put('/api/ingress/updateIngress', {
        idIngress: r.id,
        name: r.nombre,
        ingressDetail: r.detalleIngreso,
        total: 100 + n * 50,
        idIngressType: r.idTipoIngreso,
        ...v(r, wv),
      }),
  },
  {
    name: 'expenses (REST)',
    create: newExpense,
    read: restRead('expenses'),
    save: restSave('expenses', 'total', (n) => 100 + n * 50),
    value: (r) => r.total,
  },
  {
    name: 'expenses (egress/updateEgress)',
    create: newExpense,
    read: restRead('expenses'),
    value: (r) => r.total,
    save: (api, r, n, wv = true) =>
      api.as('admin').put('/api/egress/updateEgress', {
        idEgress: r.id,
        name: r.nombre,
        egressDetail: r.detalleEgreso,
        total: 100 + n * 50,
        ...v(r, wv),
      }),
  },
  {
    name: 'payment edits (payments/updatePayment)',
    async create(api) {
      const e = await enrolStudent(api.db);
      const inst = e.instalments[0];
      return ok(
        await api.as('cajero').post('/api/payments/insertPayment', {
          subTotal: 100,
          discount: 0,
          balance: inst.amountCents / 100,
          monthlyPayment: inst.amountCents / 100,
          description: 'PAGO',
          idMonthlyPayment: inst.id,
          idPaymentType: await cashPaymentType(api.db),
          idDepartament: 1,
          idGroupUser: e.enrolmentId,
        }),
      ).idPago as number;
    },
    read: async (api, id) => ({ ...ok(await api.as('admin').get(`/api/payments/selectPayments/${id}`)), id }),
    // Only the description changes: the amounts the existing checks compare stay the same, so the version decides.
    save: (api, r, n, wv = true) =>
      api.as('admin').put('/api/payments/updatePayment', {
        idPayment: r.idPago,
        idMonthlyPayment: r.idMensualidad,
        idGroupUser: r.idGrupoUsuario,
        idPaymentType: r.idTipoPago,
        description: `NOTA ${n}`,
        subTotal: r.subTotal,
        discount: r.descuento,
        balance: r.saldo + r.subTotal + r.descuento,
        monthlyAmount: r.monto,
        oldSubTotal: r.subTotal,
        oldDiscount: r.descuento,
        ...v(r, wv),
      }),
    value: (r) => r.descripcion,
  },
  {
    name: 'lessons (lessons/updateLesson)',
    async create(api) {
      const w = await calendarWorld(api.db);
      const day = `2027-04-${String(5 + (++serial % 20)).padStart(2, '0')}`;
      const res = ok(
        await api.as('cajero').post('/api/lessons/insertLesson', {
          idTeacher: w.teacherId,
          idSubject: w.subjectId,
          idStudent: w.studentId,
          idLevel: w.levelId,
          startDate: at(day, '10:00'),
          endDate: at(day, '11:00'),
          idReservation: null,
          numberStudent: 1,
          description: 'clase',
          virtual: false,
          idDepartament: 1,
        }),
      );
      return res.idClase as number;
    },
    async read(api, id) {
      const lesson = await api
        .db('lessons')
        .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
        .where('lessons.id', id)
        .first('calendarSlots.teacherId', 'calendarSlots.startsAt');
      const day = new Date(new Date(lesson.startsAt).getTime() - 4 * 3600_000).toISOString().slice(0, 10);
      const items = ok(await api.as('admin').get(`/api/lessons/selectLessons/1/${lesson.teacherId}/${day}/${day}`));
      return { ...items.find((l: Rec) => l.idClase === id), id };
    },
    save: (api, r, n, wv = true) =>
      api.as('admin').put('/api/lessons/updateLesson', {
        idLesson: r.idClase,
        idTeacher: r.idDocente,
        idSubject: r.idMateria,
        idLevel: r.idNivel,
        numberStudent: r.nroAlumnos,
        startDate: r.fechaInicial,
        endDate: r.fechaFinal,
        description: `TEMA ${n}`,
        virtual: !!r.virtual,
        ...v(r, wv),
      }),
    value: (r) => r.descripcion,
  },
];
