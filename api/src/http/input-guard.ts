import type { Middleware } from 'koa';
import { badRequest } from './errors.js';

/** Control characters (all but tab and line breaks, C1 included) never belong in a name, a detail or a search. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const UNSAFE_TEXT = 'El texto contiene caracteres no permitidos.';
const UNSAFE_NUMBER = 'Número no válido.';

/** The first thing no route should ever see in a request: a control character or a number JSON cannot hold exactly. */
export function unsafeInput(value: unknown, depth = 0): string | null {
  if (depth > 32) return 'Datos no válidos.';
  if (typeof value === 'string') return CONTROL.test(value) ? UNSAFE_TEXT : null;
  if (typeof value === 'number') {
    // 1e309 parses as Infinity; 1e20 is an "integer" no column can hold.
    return !Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER ? UNSAFE_NUMBER : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unsafeInput(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unsafeInput(key, depth + 1) ?? unsafeInput(item, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses, for every route of both faces, bodies and query strings carrying control characters or
 * non-finite numbers, so no text field stores a NUL byte and no amount becomes 0 or Infinity.
 */
export function inputGuard(): Middleware {
  return async (ctx, next) => {
    const found =
      unsafeInput((ctx.request as any).body) ?? unsafeInput(ctx.query) ?? unsafeInput(decodeURIComponentSafe(ctx.path));
    if (found) throw badRequest(found);
    await next();
  };
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
