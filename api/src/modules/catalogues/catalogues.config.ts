import { STAFF_ROLES } from '../../http/session.js';
import { toBs, toCents } from '../../lib/money.js';
import { FIELD_MAX_LENGTH as MAX } from '../../../../domain/field-limits.js';
import { oneOf, text } from '../../schemas/fields.js';
import { bool, int, num, str } from '../../schemas/answers.js';
import { isCashType } from '../../../../domain/cash-shift.js';
import { catalogueService, type CatalogueConfig } from './catalogues.service.js';

/** Paths of the documented endpoints of one catalogue (spec 02 §7 "Administration"). */
export interface DocumentedPaths {
  base: string;
  /** e.g. '/selectTurns/:state/:idDepartament'; known params: state, idDepartament, option, ignored. */
  list: string;
  insert: string;
  update: string;
  remove: string;
  /** One record by id, e.g. '/selectDepartamentById/:id' (spec 02 §7 "Teachers"); only where the spec names one. */
  byId?: string;
}

/**
 * The administration catalogues of spec 02: each is configuration only. The generic service and routes
 * in catalogues.service.ts / catalogues.routes.ts give each one its documented endpoints and its REST resource.
 */
const name = (required: string, max: number) => ({
  schema: text({ required, upper: true, max }),
  answer: str(),
  required: true,
});
const description = {
  field: 'descripcion',
  param: 'description',
  column: 'description',
  schema: text({ upper: true, max: MAX.descripcion }),
  answer: str(),
};
const kind = (values: number[]) => ({ type: 'integer', enum: values });

export const catalogueDefinitions: Array<{ config: CatalogueConfig; paths: DocumentedPaths; search: string[] }> = [
  {
    config: {
      resource: 'departments',
      title: 'Departamento',
      table: 'departments',
      idField: 'idDepartamento',
      idParam: 'idDepartament',
      scope: 'global',
      rowIsDepartment: true,
      noun: 'el departamento',
      fields: [
        {
          field: 'nombreDepartamento',
          param: 'nameDepartament',
          column: 'name',
          ...name('Ingrese un Departamento', MAX.nombreDepartamento),
        },
      ],
      unique: [
        { constraint: 'uq_departments_name', columns: ['name'], msg: 'Ya existe un departamento con ese nombre' },
      ],
    },
    paths: {
      base: 'departaments',
      list: '/selectDepartaments/:state',
      insert: 'insertDepartament',
      update: 'updateDepartament',
      remove: 'deleteDepartament',
      byId: '/selectDepartamentById/:id',
    },
    search: ['nombreDepartamento'],
  },
  {
    config: {
      resource: 'branch-offices',
      title: 'Sucursal',
      table: 'branch_offices',
      idField: 'idSucursal',
      idParam: 'idBranchoffice',
      scope: 'department',
      noun: 'la sucursal',
      departmentParam: { field: 'idDepartamento', param: 'idDepartament', message: 'Seleccione un departamento' },
      fields: [
        {
          field: 'nombreSucursal',
          param: 'nameBranchoffice',
          column: 'name',
          ...name('Ingrese una Sucursal', MAX.nombreSucursal),
        },
        { field: 'telefono', param: 'phone', column: 'phone', schema: text({ max: MAX.telefono }), answer: str() },
      ],
      join: (q) =>
        q
          .join('departments', 'departments.id', 'branch_offices.department_id')
          .select('departments.name as nombreDepartamento'),
      extraColumns: { nombreDepartamento: { column: 'departments.name', answer: str() } },
      unique: [
        {
          constraint: 'uq_branch_offices_department_name',
          columns: ['department_id', 'name'],
          msg: 'Ya existe una sucursal con ese nombre',
        },
      ],
    },
    paths: {
      base: 'branchoffices',
      list: '/selectBranchoffices/:idDepartament/:state',
      insert: 'insertBranchoffice',
      update: 'updateBranchoffice',
      remove: 'deleteBranchoffice',
    },
    search: ['nombreSucursal'],
  },
  {
    config: {
      resource: 'roles',
      title: 'Rol',
      table: 'roles',
      idField: 'idRol',
      idParam: 'idRole',
      scope: 'global',
      noun: 'el rol',
      fields: [
        { field: 'nombreRol', param: 'nameRole', column: 'name', ...name('Ingrese un Rol', MAX.nombreRol) },
        description,
      ],
      unique: [{ constraint: 'uq_roles_name', columns: ['name'], msg: 'Ya existe un rol con ese nombre' }],
    },
    paths: {
      base: 'roles',
      list: '/selectRoles/:state',
      insert: 'insertRole',
      update: 'updateRole',
      remove: 'deleteRole',
    },
    search: ['nombreRol'],
  },
  {
    config: {
      resource: 'turns',
      title: 'Turno',
      table: 'turns',
      idField: 'idTurno',
      idParam: 'idTurn',
      scope: 'department',
      noun: 'el turno',
      fields: [
        { field: 'nombreTurno', param: 'nameTurn', column: 'name', ...name('Ingrese un Turno', MAX.nombreTurno) },
        description,
      ],
      unique: [
        {
          constraint: 'uq_turns_department_name',
          columns: ['department_id', 'name'],
          msg: 'Ya existe un turno con ese nombre',
        },
      ],
    },
    paths: {
      base: 'turns',
      list: '/selectTurns/:state/:idDepartament',
      insert: 'insertTurn',
      update: 'updateTurn',
      remove: 'deleteTurn',
    },
    search: ['nombreTurno'],
  },
  {
    config: {
      resource: 'payment-types',
      title: 'TipoPago',
      table: 'payment_types',
      idField: 'idTipoPago',
      idParam: 'idPaymentType',
      scope: 'department',
      noun: 'el tipo de pago',
      // The spec's own (mistaken) message for this field is kept: 'Ingrese un Turno'.
      fields: [
        {
          field: 'nombreTipoPago',
          param: 'namePaymentType',
          column: 'name',
          ...name('Ingrese un Turno', MAX.nombreTipoPago),
        },
        description,
        {
          // 'Es efectivo': what the shift close counts as cash (domain/cash-shift.ts), whatever the type's name.
          field: 'esEfectivo',
          param: 'cash',
          column: 'cash',
          answer: bool(),
          schema: {
            anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }],
            errorMessage: 'Indique si es efectivo',
          },
          read: (row) => isCashType(row),
          write: (value) => ({ cash: value === true || value === 1 ? 1 : 0 }),
        },
      ],
      unique: [
        {
          constraint: 'uq_payment_types_department_name',
          columns: ['department_id', 'name'],
          msg: 'Ya existe un tipo de pago con ese nombre',
        },
      ],
    },
    paths: {
      base: 'paymentTypes',
      list: '/selectPaymentType/:state/:idDepartament',
      insert: 'insertPaymentType',
      update: 'updatePaymentType',
      remove: 'deletePaymentType',
    },
    search: ['nombreTipoPago'],
  },
  {
    config: {
      resource: 'subjects',
      title: 'Materia',
      table: 'subjects',
      idField: 'idMateria',
      idParam: 'idSubject',
      scope: 'department',
      noun: 'la materia',
      fields: [
        {
          field: 'nombreMateria',
          param: 'nameSubject',
          column: 'name',
          ...name('Ingrese una materia', MAX.nombreMateria),
        },
        {
          field: 'codigoMateria',
          param: 'codeSubject',
          column: 'code',
          ...name('Ingrese un codigo', MAX.codigoMateria),
        },
        {
          field: 'tipo',
          param: 'type',
          column: 'type',
          schema: oneOf([1, 2], 'Seleccione un tipo'),
          answer: kind([1, 2]),
          required: true,
        },
      ],
      unique: [
        {
          constraint: 'uq_subjects_department_code',
          columns: ['department_id', 'code'],
          msg: 'Ya existe una materia con ese codigo',
        },
      ],
    },
    paths: {
      base: 'subjects',
      list: '/selectSubjects/:state/:idDepartament',
      insert: 'insertSubject',
      update: 'updateSubject',
      remove: 'deleteSubject',
    },
    search: ['nombreMateria', 'codigoMateria'],
  },
  {
    config: {
      resource: 'lesson-levels',
      title: 'NivelClase',
      table: 'lesson_levels',
      idField: 'idNivel',
      idParam: 'idLevel',
      scope: 'department',
      noun: 'el nivel de clase',
      fields: [
        { field: 'nombreNivel', param: 'nameLevel', column: 'name', ...name('Ingrese un nombre', MAX.nombreNivel) },
        { field: 'sigla', param: 'initials', column: 'initials', ...name('Ingrese una sigla', MAX.sigla) },
        description,
      ],
      unique: [
        {
          constraint: 'uq_lesson_levels_department_initials',
          columns: ['department_id', 'initials'],
          msg: 'Ya existe un nivel con esa sigla',
        },
      ],
    },
    paths: {
      base: 'lessonLevels',
      list: '/selectLessonLevels/:state/:idDepartament',
      insert: 'insertLessonLevel',
      update: 'updateLessonLevel',
      remove: 'deleteLessonLevel',
    },
    search: ['nombreNivel', 'sigla'],
  },
  {
    config: {
      resource: 'payment-categories',
      title: 'CategoriaPago',
      table: 'payment_categories',
      idField: 'idCategoriaPago',
      idParam: 'idPaymentCategory',
      scope: 'department',
      noun: 'la categoria de pago',
      // What the institute pays a teacher per hour is staff's business, not the teachers'.
      readRoles: STAFF_ROLES,
      fields: [
        {
          field: 'tipo',
          param: 'type',
          column: 'type',
          schema: oneOf([1, 2], 'Debe seleccionar un tipo'),
          answer: kind([1, 2]),
          required: true,
        },
        {
          field: 'nroEstudiante',
          param: 'numberStudent',
          column: 'studentCount',
          answer: int(),
          required: true,
          schema: { type: 'integer', minimum: 1, maximum: 10, errorMessage: 'Debe seleccionar un nro Estudiante' },
          read: (row) => row.studentCount,
          // Practica forces one student (spec 02 §2).
          write: (value, input) => ({ studentCount: input.type === 2 || input.tipo === 2 ? 1 : value }),
        },
        {
          field: 'idNivel',
          param: 'idLevel',
          column: 'levelId',
          required: true,
          answer: int(),
          schema: { type: 'integer', minimum: 1, errorMessage: 'Debe seleccionar un nivel' },
        },
        {
          // Individual: Bs per hour; Practica: a fraction (the client sends the percentage / 100).
          field: 'monto',
          param: 'amount',
          required: true,
          answer: num('Bs por hora (individual) o la fracción del docente (práctica)'),
          schema: {
            anyOf: [
              { type: 'number', minimum: 0 },
              { type: 'string', pattern: '^\\d+([.,]\\d+)?$' },
            ],
            errorMessage: 'Ingrese un monto',
          },
          read: (row) => (row.type === 2 ? (row.shareBp ?? 0) / 10000 : toBs(row.rateCents)),
          write: (value, input) =>
            input.type === 2 || input.tipo === 2
              ? { shareBp: Math.round(Number(String(value).replace(',', '.')) * 10000), rateCents: null }
              : { rateCents: toCents(value), shareBp: null },
        },
      ],
      join: (q) =>
        q
          .join('lesson_levels', 'lesson_levels.id', 'payment_categories.level_id')
          .select('lesson_levels.name as nivel'),
      extraColumns: { nivel: { column: 'lesson_levels.name', answer: str() } },
    },
    paths: {
      base: 'paymentCategorys',
      list: '/selectPaymentCategorys/:state/:idDepartament',
      insert: 'insertPaymentCategory',
      update: 'updatePaymentCategory',
      remove: 'deletePaymentCategory',
    },
    search: [],
  },
  {
    config: {
      resource: 'income-types',
      title: 'TipoIngreso',
      table: 'income_types',
      idField: 'idTipoIngreso',
      idParam: 'idIngressType',
      scope: 'department',
      noun: 'el tipo de ingreso',
      fields: [
        // The spec's own (mistaken) message for this field is kept: 'Ingrese un Turno'.
        {
          field: 'nombreTipoIngreso',
          param: 'nameIngressType',
          column: 'name',
          ...name('Ingrese un Turno', MAX.nombreTipoIngreso),
        },
        {
          field: 'tipo',
          param: 'type',
          column: 'type',
          schema: oneOf([1, 2, 3], 'Ingrese un Tipo'),
          answer: kind([1, 2, 3]),
          required: true,
        },
      ],
      optionColumn: 'type',
      unique: [
        {
          constraint: 'uq_income_types_department_name',
          columns: ['department_id', 'name'],
          msg: 'Ya existe un tipo de ingreso con ese nombre',
        },
      ],
    },
    paths: {
      base: 'ingressTypes',
      list: '/selectIngressTypes/:state/:option/:idDepartament',
      insert: 'insertIngressType',
      update: 'updateIngressType',
      remove: 'deleteIngressType',
    },
    search: ['nombreTipoIngreso'],
  },
];

export const catalogues = catalogueDefinitions.map((d) => ({ ...d, service: catalogueService(d.config) }));
