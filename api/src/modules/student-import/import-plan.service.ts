/**
 * What an import would do, row by row, read against the department's groups, payment types, students and
 * enrolments: the preview shows it and the confirm writes it (reading again inside its transaction), so both
 * always agree. A student is matched by CI within the department; a row whose student is already enrolled in
 * the group changes nothing, which makes importing the same file twice write nothing the second time.
 */
import type { Knex } from 'knex';
import { formatBs } from '../../../../domain/money.js';
import {
  cellText,
  headerKey,
  IMPORT_MESSAGES as M,
  importedShares,
  OUTCOME,
  parseImportCents,
  parseImportCount,
  parseImportDate,
  type ImportedShare,
  type ImportOutcome,
} from '../../../../domain/student-import.js';
import { ROLE } from '../../http/session.js';
import { splitCents } from '../../lib/money.js';
import type { ImportRow } from './import-read.excel.js';

interface ImportGroup {
  id: number;
  name: string;
  semesterName: string;
  semesterKey: string;
  status: number;
  semesterStatus: number;
  instalments: number;
  costCents: number;
  startDate: string;
}

export interface PlannedRow {
  number: number;
  ci: string;
  names: string;
  surnames: string;
  phone: string;
  guardianName: string;
  guardianPhone: string;
  semesterName: string;
  groupName: string;
  group: ImportGroup | null;
  enrolledOn: string;
  paidCents: number;
  discountCents: number;
  paymentTypeId: number | null;
  shares: ImportedShare[];
  studentId: number | null;
  outcome: ImportOutcome;
  reasons: string[];
}

const CHUNK = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The department's groups by header key of their name, each name possibly in several semesters. */
async function departmentGroups(db: Knex, departmentId: number) {
  const rows: Array<Omit<ImportGroup, 'semesterKey'>> = await db('classGroups')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where('semesters.departmentId', departmentId)
    .select(
      'classGroups.id',
      'classGroups.name',
      'semesters.name as semesterName',
      'classGroups.status',
      'semesters.status as semesterStatus',
      'classGroups.instalments',
      'classGroups.costCents',
      'classGroups.startDate',
    );
  const byName = new Map<string, ImportGroup[]>();
  for (const g of rows) {
    byName.set(headerKey(g.name), [
      ...(byName.get(headerKey(g.name)) ?? []),
      { ...g, semesterKey: headerKey(g.semesterName), costCents: Number(g.costCents) },
    ]);
  }
  return byName;
}

/** Students of the department (any role, for a staff CI) by CI, read in chunks. */
async function peopleByCi(db: Knex, departmentId: number, cis: string[]) {
  const found = new Map<string, { id: number; roleId: number; status: number }>();
  for (const part of chunks(cis)) {
    const rows = await db('users').where({ departmentId }).whereIn('ci', part).select('id', 'ci', 'roleId', 'status');
    for (const r of rows) found.set(String(r.ci).toUpperCase(), r);
  }
  return found;
}

async function enrolledPairs(db: Knex, studentIds: number[]) {
  const pairs = new Set<string>();
  for (const part of chunks(studentIds)) {
    for (const e of await db('enrolments').whereIn('studentId', part).select('groupId', 'studentId'))
      pairs.add(`${e.groupId}:${e.studentId}`);
  }
  return pairs;
}

/** headerKey of the texts a sheet repeats on every row (group, semester, payment type), worked out once each. */
function cachedKeys() {
  const keys = new Map<string, string>();
  return (text: string) => {
    let key = keys.get(text);
    if (key === undefined) keys.set(text, (key = headerKey(text)));
    return key;
  };
}

function findGroupOf(
  byName: Map<string, ImportGroup[]>,
  key: (text: string) => string,
  groupName: string,
  semesterName: string,
  reasons: string[],
): ImportGroup | null {
  if (!groupName) {
    reasons.push(M.groupRequired);
    return null;
  }
  let candidates = byName.get(key(groupName)) ?? [];
  if (semesterName) candidates = candidates.filter((g) => g.semesterKey === key(semesterName));
  if (candidates.length > 1) candidates = candidates.filter((g) => g.status === 1 && g.semesterStatus === 1);
  if (candidates.length === 0) {
    reasons.push(M.unknownGroup(semesterName ? `${groupName} (${semesterName})` : groupName));
    return null;
  }
  if (candidates.length > 1) {
    reasons.push(M.ambiguousGroup(groupName));
    return null;
  }
  const group = candidates[0]!;
  if (group.status !== 1 || group.semesterStatus !== 1) reasons.push(M.inactiveGroup);
  return group;
}

/** Rows planned between two turns of the event loop: the process serving the import keeps answering other requests. */
const ROWS_PER_TURN = 250;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every row's outcome, reasons and, for the rows to write, the group, dates and shares of what was paid. */
export async function planImport(
  db: Knex,
  departmentId: number,
  rows: ImportRow[],
  today: string,
): Promise<PlannedRow[]> {
  const [groups, types] = await Promise.all([
    departmentGroups(db, departmentId),
    db('paymentTypes').where({ departmentId, status: 1 }).orderBy('id').select('id', 'name', 'cash'),
  ]);
  const defaultType = (types.find((t: { cash: unknown }) => Number(t.cash) === 1) ?? types[0])?.id ?? null;
  const typeByKey = new Map<string, number>();
  for (const t of types as Array<{ id: number; name: string }>)
    if (!typeByKey.has(headerKey(t.name))) typeByKey.set(headerKey(t.name), t.id);
  const cis = [...new Set(rows.map((r) => cellText(r.cells.ci).toUpperCase()).filter(Boolean))];
  const people = await peopleByCi(db, departmentId, cis);
  const enrolled = await enrolledPairs(
    db,
    [...people.values()].map((p) => p.id),
  );
  const seenPair = new Map<string, number>();
  const seenName = new Map<string, { row: number; name: string }>();
  const key = cachedKeys();
  const amountsOf = new Map<number, number[]>();

  const planned: PlannedRow[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    planned.push(planRow(row));
  }
  return planned;

  function planRow({ number, cells }: ImportRow): PlannedRow {
    const reasons: string[] = [];
    const text = (v: unknown) => cellText(v);
    const ci = text(cells.ci).toUpperCase();
    const [names, surnames] = [text(cells.names).toUpperCase(), text(cells.surnames).toUpperCase()];
    const phone = text(cells.phone);
    if (!ci) reasons.push(M.ciRequired);
    else if (ci.length > 20) reasons.push(M.ciTooLong);
    if (!names || !surnames) reasons.push(M.namesRequired);
    else if (names.length > 100 || surnames.length > 100) reasons.push(M.nameTooLong);
    if (phone.length > 40 || text(cells.guardianPhone).length > 40) reasons.push(M.phoneTooLong);
    const semesterName = text(cells.semester);
    const groupName = text(cells.group);
    const group = findGroupOf(groups, key, groupName, semesterName, reasons);

    if (ci) {
      const pair = `${group?.id ?? key(groupName)}:${ci}`;
      const earlier = seenName.get(ci);
      if (seenPair.has(pair)) reasons.push(M.duplicateRow(seenPair.get(pair)!));
      else if (earlier && earlier.name !== `${names} ${surnames}`) reasons.push(M.duplicateCi(earlier.row));
      if (!seenPair.has(pair)) seenPair.set(pair, number);
      if (!earlier) seenName.set(ci, { row: number, name: `${names} ${surnames}` });
    }

    let enrolledOn = parseImportDate(cells.enrolledOn);
    if (enrolledOn === null) reasons.push(M.badDate);
    else if (enrolledOn > today) reasons.push(M.futureDate);
    if (!enrolledOn) enrolledOn = today;
    const discountCents = parseImportCents(cells.discount);
    if (discountCents === null) reasons.push(M.badDiscount);
    const amountCents = parseImportCents(cells.paidAmount);
    if (amountCents === null) reasons.push(M.badAmount);
    const count = parseImportCount(cells.paidCount);
    if (count === null) reasons.push(M.badCount);

    let paidCents = amountCents ?? 0;
    let shares: ImportedShare[] = [];
    if (group && count !== null && amountCents !== null && discountCents !== null) {
      let amounts = amountsOf.get(group.id);
      if (!amounts) amountsOf.set(group.id, (amounts = splitCents(group.costCents, group.instalments)));
      if (count > group.instalments) reasons.push(M.countOverInstalments(group.instalments));
      else {
        const counted = amounts.slice(0, count).reduce((sum, a) => sum + a, 0);
        if (count > 0 && amountCents > 0 && counted !== amountCents) reasons.push(M.countAndAmount);
        if (count > 0) paidCents = counted;
        const spread = importedShares(amounts, paidCents, discountCents);
        if (!spread) reasons.push(M.overCost(formatBs(group.costCents)));
        else shares = spread;
      }
    }

    let paymentTypeId: number | null = null;
    if (paidCents + (discountCents ?? 0) > 0) {
      const typeName = text(cells.paymentType);
      const typeId = typeName ? typeByKey.get(key(typeName)) : undefined;
      paymentTypeId = typeName ? (typeId ?? null) : defaultType;
      if (typeName && !typeId) reasons.push(M.unknownPaymentType(typeName));
      else if (!paymentTypeId) reasons.push(M.noPaymentType);
    }

    const person = ci ? people.get(ci) : undefined;
    if (person && person.roleId !== ROLE.STUDENT) reasons.push(M.staffCi);
    else if (person && person.status !== 1) reasons.push(M.inactiveStudent);
    let outcome: ImportOutcome = person ? OUTCOME.EXISTING : OUTCOME.NEW;
    if (reasons.length) outcome = OUTCOME.ERROR;
    else if (person && group && enrolled.has(`${group.id}:${person.id}`)) outcome = OUTCOME.UNCHANGED;
    return {
      number,
      ci,
      names,
      surnames,
      phone,
      guardianName: text(cells.guardianName).toUpperCase().slice(0, 120),
      guardianPhone: text(cells.guardianPhone),
      semesterName: group?.semesterName ?? semesterName,
      groupName: group?.name ?? groupName,
      group,
      enrolledOn,
      paidCents,
      discountCents: discountCents ?? 0,
      paymentTypeId,
      shares,
      studentId: person?.id ?? null,
      outcome,
      reasons,
    };
  }
}

/** The counts shown above the preview and stored in the audit row. */
export function importTotals(rows: PlannedRow[]) {
  const count = (outcome: ImportOutcome) => rows.filter((r) => r.outcome === outcome).length;
  const writing = rows.filter((r) => r.outcome === OUTCOME.NEW || r.outcome === OUTCOME.EXISTING);
  return {
    filas: rows.length,
    nuevos: count(OUTCOME.NEW),
    existentes: count(OUTCOME.EXISTING),
    sinCambios: count(OUTCOME.UNCHANGED),
    errores: count(OUTCOME.ERROR),
    estudiantesNuevos: new Set(rows.filter((r) => r.outcome === OUTCOME.NEW).map((r) => r.ci)).size,
    inscripciones: writing.length,
    pagos: writing.reduce((sum, r) => sum + r.shares.filter((s) => s.cashCents + s.discountCents > 0).length, 0),
    montoPagadoCents: writing.reduce((sum, r) => sum + r.paidCents, 0),
  };
}
