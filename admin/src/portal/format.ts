import { bsToCents, formatBs } from '../../../domain/money';

/** The one money and date format of the app: 'Bs 1.200,00', 'DD/MM/YYYY', instants in La Paz time (UTC−4). */
export const money = (amount: number) => formatBs(bsToCents(amount));
export const day = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const laPaz = (iso: string) => new Date(Date.parse(iso) - 4 * 3600_000).toISOString();
export const instant = (iso: string) => `${day(laPaz(iso))} ${laPaz(iso).slice(11, 16)}`;
export const hour = (iso: string) => laPaz(iso).slice(11, 16);
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
export const weekday = (iso: string) => WEEKDAYS[new Date(laPaz(iso)).getUTCDay()];
export const thisMonth = () => new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 7);
