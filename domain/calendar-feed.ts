/**
 * A teacher's private calendar link: the texts the API answers and the admin shows, and the
 * window of lessons the feed carries. Constants only, shared by both sides.
 */
export const CALENDAR_FEED_MESSAGES = {
  created: 'Enlace de calendario creado. Cópielo ahora: por seguridad no se vuelve a mostrar.',
  revoked: 'Enlace de calendario revocado.',
  noActiveLink: 'El profesor no tiene un enlace de calendario activo.',
  linkNotFound: 'Enlace de calendario no encontrado.',
} as const;

/**
 * The feed covers the current semester of the teacher's department (from its groups' first start date to their
 * last end date, La Paz days); without a semester containing today, 2 weeks back to 8 weeks ahead.
 */
export const CALENDAR_FEED_WINDOW = { daysBack: 14, daysAhead: 56 } as const;

/**
 * How a student appears in a teacher's feed, which may end up on a phone calendar shared with a family: the
 * first given name and the initial of the first surname ('PEDRO C.'), never the full name.
 */
export function feedStudentName(firstNames: string, lastNames: string): string {
  const first = firstNames.trim().split(/\s+/)[0] ?? '';
  const initial = lastNames.trim().charAt(0);
  return [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

/** Who manages a link: role 1 for any teacher, a teacher (roles 3–5) for themself; role 2 does not. */
export const CALENDAR_FEED_ROLES = [1, 3, 4, 5];
