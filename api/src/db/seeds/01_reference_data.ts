import type { Knex } from 'knex';

/** Roles, modules and the three departments with their catalogues: what any institute starts from. */
export const ROLES = [
  { id: 1, name: 'ADMINISTRADOR', description: 'ACCESO TOTAL' },
  { id: 2, name: 'ADMINISTRATIVO', description: 'CAJA Y SECRETARIA' },
  { id: 3, name: 'DOCENTE', description: 'DOCENTE DE GRUPO E INDIVIDUAL' },
  { id: 4, name: 'DOCENTE AUXILIAR', description: 'APOYO EN CLASES' },
  { id: 5, name: 'DOCENTE INDIVIDUAL', description: 'CLASES INDIVIDUALES' },
  { id: 6, name: 'ESTUDIANTE', description: 'ESTUDIANTE DEL INSTITUTO' },
  { id: 7, name: 'APODERADO', description: 'PADRE, MADRE O TUTOR DE UN ESTUDIANTE' },
];

export const MODULES = [
  { id: 1, name: 'ASISTENCIA' },
  { id: 2, name: 'CALIFICACIONES' },
  { id: 3, name: 'REPORTES' },
];

export const DEPARTMENTS = [
  {
    name: 'LA PAZ',
    branches: [
      ['CENTRAL - SAN PEDRO', '2-2481530'],
      ['MIRAFLORES', '2-2225870'],
      ['EL ALTO - CEJA', '2-2824410'],
    ],
  },
  {
    name: 'COCHABAMBA',
    branches: [
      ['CENTRAL - PLAZA COLON', '4-4521780'],
      ['QUILLACOLLO', '4-4362115'],
    ],
  },
  {
    name: 'SANTA CRUZ',
    branches: [
      ['CENTRAL - EQUIPETROL', '3-3411925'],
      ['PLAN 3000', '3-3627740'],
    ],
  },
];

const TURNS = [
  ['MAÑANA', '08:00 A 12:00'],
  ['TARDE', '14:00 A 18:00'],
  ['NOCHE', '18:30 A 21:30'],
];
const SUBJECTS: Array<[string, string, number]> = [
  ['MATEMATICAS', 'MAT', 2],
  ['FISICA', 'FIS', 2],
  ['QUIMICA', 'QUI', 2],
  ['BIOLOGIA', 'BIO', 2],
  ['LENGUAJE', 'LEN', 2],
  ['RAZONAMIENTO LOGICO', 'RAZ', 2],
  ['MATEMATICAS INDIVIDUAL', 'MATI', 1],
  ['FISICA INDIVIDUAL', 'FISI', 1],
];
const LEVELS = [
  ['PREUNIVERSITARIO', 'PRE', 'INGRESO A LA UNIVERSIDAD'],
  ['COLEGIO', 'COL', 'NIVEL SECUNDARIO'],
  ['UNIVERSITARIO', 'UNI', 'MATERIAS DE UNIVERSIDAD'],
];
const PAYMENT_TYPES = [
  ['EFECTIVO', 'PAGO EN CAJA'],
  ['TRANSFERENCIA', 'TRANSFERENCIA BANCARIA'],
  ['QR', 'PAGO POR QR SIMPLE'],
];
const INCOME_TYPES: Array<[string, number]> = [
  ['VENTA DE LIBROS', 1],
  ['MATERIAL DE ESTUDIO', 1],
  ['PAQUETE 10 HORAS', 2],
  ['PAQUETE 20 HORAS', 2],
  ['PRACTICA', 3],
];

export async function seedReferenceData(db: Knex): Promise<void> {
  await db('roles').insert(ROLES);
  await db('modules').insert(MODULES);
  for (const department of DEPARTMENTS) {
    const [departmentId] = await db('departments').insert({ name: department.name, status: 1 });
    await db('branchOffices').insert(
      department.branches.map(([name, phone]) => ({ departmentId, name, phone, status: 1 })),
    );
    await db('turns').insert(TURNS.map(([name, description]) => ({ departmentId, name, description })));
    await db('subjects').insert(SUBJECTS.map(([name, code, type]) => ({ departmentId, name, code, type })));
    await db('lessonLevels').insert(
      LEVELS.map(([name, initials, description]) => ({ departmentId, name, initials, description })),
    );
    await db('paymentTypes').insert(
      PAYMENT_TYPES.map(([name, description]) => ({
        departmentId,
        name,
        description,
        cash: name === 'EFECTIVO' ? 1 : 0,
      })),
    );
    await db('incomeTypes').insert(INCOME_TYPES.map(([name, type]) => ({ departmentId, name, type })));
    const levels = await db('lessonLevels').where({ departmentId }).orderBy('id');
    const categories = levels.flatMap((level: { id: number }, i: number) => [
      ...[1, 2, 3].map((count) => ({
        departmentId,
        levelId: level.id,
        type: 1,
        studentCount: count,
        rateCents: (40 + 10 * i + 15 * (count - 1)) * 100,
      })),
      { departmentId, levelId: level.id, type: 2, studentCount: 1, shareBp: 3000 + 500 * i },
    ]);
    await db('paymentCategories').insert(categories);
    await db('receiptSequences').insert(
      ['payment', 'income', 'expense'].map((kind) => ({ departmentId, kind, lastNumber: 0 })),
    );
  }
}
