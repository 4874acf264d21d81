import { bsToCents, formatBs } from '../../../domain/money';

/** The statement's page, linked from the students list and the monthly payments pages (kept apart from the lazy page). */
export const statementPath = (idUser: number | string) => `/statement/${idUser}`;

/** The statement's portal access card, which the counter links to. */
export const PORTAL_ACCESS_ANCHOR = 'acceso-portal';

/** Bs from the API → the shared money text of domain/ ('Bs 1.234,50'), through centavos so no float leaks in. */
export const money = (amount: number) => formatBs(bsToCents(amount));
