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

/** From 2 weeks back to 8 weeks ahead of today (La Paz days). */
export const CALENDAR_FEED_WINDOW = { daysBack: 14, daysAhead: 56 } as const;

/** Who manages a link: role 1 for any teacher, a teacher (roles 3–5) for themself; role 2 does not. */
export const CALENDAR_FEED_ROLES = [1, 3, 4, 5];
