import { onlyActive } from '../lib/status.js';
import type { Knex } from 'knex';
import { pageQuery, type Column, type ListQuery, type PageOptions, type RestCall, type Row } from './resource.js';

/** `search`, `searchMode` and `lookupJoins` as in pageQuery. */
export interface DepartmentList extends PageOptions {
  /** The joined query of the resource. */
  base: Knex.QueryBuilder;
  /** Its columns holding the department and the record's estado. */
  department: string;
  status: string;
  columns: Record<string, Column>;
  search: string[];
  present: (row: any) => Row;
  /**
   * A parent the list may be filtered on (the semester of groups, the group of enrolments), under any of
   * `filters`; `find` fetches it first, so a parent of another department is refused as it is on the
   * documented endpoints.
   */
  parent?: { filters: string[]; find: (id: number) => Promise<unknown> };
}

/** A REST list of the acting department: role 1 sees inactive records too, other roles only active ones (spec 01 §6). */
export async function listInDepartment(
  call: RestCall,
  query: ListQuery,
  list: DepartmentList,
): Promise<{ rows: Row[]; total: number }> {
  const base = list.base.where(list.department, call.departmentId);
  if (list.parent) {
    const parentId = list.parent.filters
      .map((field) => query.filter[field])
      .find((value) => value !== undefined && value !== null);
    if (parentId !== undefined && !Array.isArray(parentId)) await list.parent.find(Number(parentId));
  }
  onlyActive(base, list.status, call.actor);
  const { rows, total } = await pageQuery(base, query, list.columns, list);
  return { rows: rows.map(list.present), total };
}
