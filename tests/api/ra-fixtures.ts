import { fetchUtils, type DataProvider, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { answerContract } from './answer-contract.js';
import type { LOGINS, TestApi } from './harness.js';

/**
 * react-admin's own ra-data-simple-rest (not a hand-written client) against /api/rest, as the admin uses it:
 * fetchUtils.fetchJson with the session's Bearer token and the department chosen (X-Department-Id: 1). Every
 * 2xx answer is checked against the served OpenAPI document, as the harness does for its own requests.
 */
export type Role = keyof typeof LOGINS;

export async function raClients(api: TestApi): Promise<Record<Role, DataProvider>> {
  const doc = (await api.request('GET', '/api/openapi.json')).body;
  const contract = answerContract(doc);
  const client = (role: Role) =>
    simpleRestProvider(`${api.baseUrl}/api/rest`, async (url: string, options: fetchUtils.Options = {}) => {
      const headers = new Headers(options.headers as HeadersInit | undefined);
      headers.set('Authorization', `Bearer ${api.tokens[role]}`);
      headers.set('X-Department-Id', '1');
      const answer = await fetchUtils.fetchJson(url, { ...options, headers });
      const broken = contract.check(
        options.method ?? 'GET',
        url.slice(api.baseUrl.length),
        answer.status,
        answer.headers.get('content-type') ?? '',
        answer.json,
      );
      if (broken) throw new Error(broken);
      return answer;
    });
  return { admin: client('admin'), cajero: client('cajero'), docente: client('docente') };
}

/** The fields `sort` accepts and the fields `filter` accepts, as the served document lists them. */
export function documentedFields(doc: any, resource: string): { sort: string[]; filter: string[] } {
  const parameters: any[] = doc.paths[`/api/rest/${resource}`].get.parameters;
  const schemaOf = (name: string) => parameters.find((p) => p.name === name).content['application/json'].schema;
  return { sort: schemaOf('sort').prefixItems[0].enum, filter: Object.keys(schemaOf('filter').properties) };
}

/** Creates records for a fixture's prerequisites (a group for an enrolment), as role 1. */
export interface FixtureContext {
  make(resource: string): Promise<RaRecord>;
  /** A number no other call of the file got: unique names, codes and ci. */
  n(): number;
}

type Access = 'all' | 'read' | 'none';

export interface RaFixture {
  resource: string;
  /** Valid data for a create. */
  create(ctx: FixtureContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A change of one field, different each call (an edit, and react-admin's partial updateMany). */
  change(n: number): Record<string, unknown>;
  /** The field getManyReference lists by (react-admin's ReferenceManyField `target`). */
  target: string;
  /** Record fields a change of `change`'s field also changes (a semester's name holds its number and year). */
  derived?: string[];
  /** Record fields that no column holds (a computed full name, an amount kept in two columns, a mark read elsewhere): not filterable. */
  computed?: string[];
  /** What cajero (role 2) and docente (role 3–5) may do: everything, read only, or nothing. */
  cajero: Access;
  docente: Access;
}

const up = (n: number) => String.fromCharCode(65 + (n % 26)) + String.fromCharCode(65 + (Math.floor(n / 26) % 26));
const person = (n: number) => ({
  nombres: `ANA ${up(n)}`,
  apellidos: `QUISPE ${up(n)}`,
  ci: `77${String(n).padStart(5, '0')}`,
  telefono: '71234567',
});

/** One line per resource of /api/rest. */
export const FIXTURES: RaFixture[] = [
  {
    resource: 'departments',
    create: ({ n }) => ({ nombreDepartamento: `DEPTO ${n()}` }),
    change: (n) => ({ nombreDepartamento: `DEPTO ${n}` }),
    target: 'estado',
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'branch-offices',
    create: ({ n }) => ({ nombreSucursal: `SUCURSAL ${n()}`, telefono: '2-2824410', idDepartamento: 1 }),
    change: (n) => ({ telefono: `2-20000${n}` }),
    target: 'idDepartamento',
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'roles',
    create: ({ n }) => ({ nombreRol: `ROL ${n()}`, descripcion: 'PRUEBA' }),
    change: (n) => ({ descripcion: `CAMBIO ${n}` }),
    target: 'estado',
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'turns',
    create: ({ n }) => ({ nombreTurno: `TURNO ${n()}`, descripcion: '07:00 A 09:00' }),
    change: (n) => ({ descripcion: `CAMBIO ${n}` }),
    target: 'idDepartamento',
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'payment-types',
    create: ({ n }) => ({ nombreTipoPago: `PAGO ${n()}`, descripcion: 'PRUEBA' }),
    change: (n) => ({ descripcion: `CAMBIO ${n}` }),
    target: 'idDepartamento',
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'subjects',
    create: ({ n }) => {
      const k = n();
      return { nombreMateria: `MATERIA ${k}`, codigoMateria: `MAT${k}`, tipo: 1 };
    },
    change: (n) => ({ nombreMateria: `MATERIA CAMBIO ${n}` }),
    target: 'tipo',
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'lesson-levels',
    create: ({ n }) => {
      const k = n();
      return { nombreNivel: `NIVEL ${k}`, sigla: `N${k}`, descripcion: 'PRUEBA' };
    },
    change: (n) => ({ descripcion: `CAMBIO ${n}` }),
    target: 'idDepartamento',
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'payment-categories',
    create: () => ({ tipo: 1, nroEstudiante: 2, idNivel: 1, monto: 45.5 }),
    change: (n) => ({ nroEstudiante: 3 + (n % 7) }),
    target: 'idNivel',
    computed: ['monto'],
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'income-types',
    create: ({ n }) => ({ nombreTipoIngreso: `TIPO ${n()}`, tipo: 1 }),
    change: (n) => ({ nombreTipoIngreso: `TIPO CAMBIO ${n}` }),
    target: 'tipo',
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'users',
    create: ({ n }) => ({ ...person(n()), email: 'cajera@instituto.edu.bo', idSucursal: 1, idRol: 2 }),
    change: (n) => ({ telefono: `7000${String(n).padStart(4, '0')}` }),
    target: 'idRol',
    computed: ['nombreCompleto'],
    cajero: 'none',
    docente: 'none',
  },
  {
    resource: 'teachers',
    create: ({ n }) => ({ ...person(n()), email: 'docente@instituto.edu.bo', idSucursal: 1, idRol: 4 }),
    change: (n) => ({ telefono: `7000${String(n).padStart(4, '0')}` }),
    target: 'idRol',
    computed: ['nombreCompleto'],
    cajero: 'all',
    docente: 'none',
  },
  {
    resource: 'semesters',
    create: ({ n }) => ({ nombreSemestre: `I - ${2100 + n()}` }),
    change: (n) => ({ nombreSemestre: `II - ${2100 + n}` }),
    derived: ['numeroSemestre', 'gestion'],
    target: 'idDepartamento',
    cajero: 'all',
    docente: 'read',
  },
  {
    resource: 'groups',
    create: async ({ make, n }) => ({
      nombreGrupo: `MED - ${n()}`,
      cuotas: 3,
      costo: 450.5,
      fechaInicio: '2026-09-01',
      idTurno: 1,
      idSemestre: (await make('semesters')).id,
    }),
    change: (n) => ({ costo: 400 + n }),
    target: 'idSemestre',
    cajero: 'all',
    docente: 'read',
  },
  {
    resource: 'students',
    create: ({ n }) => ({ ...person(n()), email: '', idSucursal: 1 }),
    change: (n) => ({ telefono: `7100${String(n).padStart(4, '0')}` }),
    target: 'idSucursal',
    computed: ['nombreCompleto'],
    cajero: 'all',
    docente: 'read',
  },
  {
    resource: 'enrolments',
    create: async ({ make }) => ({
      idGrupo: (await make('groups')).id,
      idUsuario: (await make('students')).id,
      fechaInscripcion: '2026-09-02',
    }),
    change: (n) => ({ estado: n % 2 }),
    target: 'idGrupo',
    cajero: 'all',
    docente: 'read',
  },
  {
    resource: 'incomes',
    create: ({ n }) => ({ nombre: `VENTA ${n()}`, total: 80.5, idTipoIngreso: 1, detalleIngreso: 'LIBRO' }),
    change: (n) => ({ detalleIngreso: `DETALLE ${n}` }),
    target: 'idTipoIngreso',
    computed: ['cajaCerrada'],
    cajero: 'all',
    docente: 'none',
  },
  {
    resource: 'expenses',
    create: ({ n }) => ({ nombre: `GASTO ${n()}`, total: 120.25, detalleEgreso: 'LUZ' }),
    change: (n) => ({ detalleEgreso: `DETALLE ${n}` }),
    target: 'idUsuario',
    computed: ['usuario', 'cajaCerrada'],
    cajero: 'all',
    docente: 'none',
  },
];

const fixtureOf = (resource: string) => FIXTURES.find((f) => f.resource === resource)!;

/** A FixtureContext whose prerequisites are created by `admin`. */
export function fixtureContext(admin: DataProvider): FixtureContext {
  let counter = 0;
  const ctx: FixtureContext = {
    n: () => ++counter,
    async make(resource) {
      return (await admin.create(resource, { data: await fixtureOf(resource).create(ctx) })).data;
    },
  };
  return ctx;
}
