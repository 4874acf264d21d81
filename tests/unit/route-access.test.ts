import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, mayOpen } from '../../admin/src/layout/menuItems';
import { ROUTES } from '../../admin/src/routes';
import type { SessionUser } from '../../domain/session';

const user = (idRol: number, attendance = false) =>
  ({
    idRol,
    permissions: attendance ? [{ idModulo: 1, asignado: true }] : [],
  }) as unknown as SessionUser;

/** The route whose pattern matches a concrete path. */
function routeOf(path: string) {
  return ROUTES.find((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(path));
}

describe('route access', () => {
  it('every menu item leads to a route its roles may open', () => {
    for (const item of MENU_ITEMS) {
      const path = typeof item.path === 'function' ? item.path(1) : item.path;
      const route = routeOf(path);
      expect(route, path).toBeDefined();
      for (const role of item.roles)
        expect(mayOpen(user(role, true), route!.roles, route!.role2Module), `${path} role ${role}`).toBe(true);
    }
  });

  it('follows the role table of the spec', () => {
    const can = (path: string, u: SessionUser) => {
      const r = routeOf(path)!;
      return mayOpen(u, r.roles, r.role2Module);
    };
    expect(can('/departament', user(2))).toBe(false);
    expect(can('/user', user(2))).toBe(false);
    expect(can('/student-credential', user(2))).toBe(false);
    expect(can('/report-general', user(2))).toBe(false);
    expect(can('/report-cashier', user(2))).toBe(true);
    expect(can('/counter', user(2))).toBe(true);
    expect(can('/counter', user(3))).toBe(false);
    expect(can('/student-attendance', user(2))).toBe(false);
    expect(can('/student-attendance', user(2, true))).toBe(true);
    for (const path of ['/ingress', '/egress', '/semester', '/semester/1/group', '/teacher'])
      expect(can(path, user(3)), path).toBe(false);
    for (const path of ['/subject-schedule', '/grade', '/attendance', '/teacher-diagnosis'])
      expect(can(path, user(4)), path).toBe(true);
    expect(ROUTES.every((r) => r.roles.length > 0)).toBe(true);
  });
});
