import { describe, expect, it } from 'vitest';
import {
  CALENDAR_MESSAGES as M,
  EVENT_TYPE,
  clashMessage,
  eventActions,
  eventColour,
  isPaidLesson,
  lessonType,
  onlyMinutesLeft,
  lessonSubjects,
  packageMinutesProblem,
  reservationPriceCents,
  slotMinutes,
  slotProblem,
  weeklySlots,
} from '../../domain/calendar.js';

const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`).toISOString();

describe('calendar rules', () => {
  it('repeats a block every seven days at the same La Paz hour', () => {
    const slots = weeklySlots({ start: at('2026-03-02', '10:00'), end: at('2026-03-02', '11:30') }, 3);
    expect(slots).toEqual([
      { start: '2026-03-02T14:00:00.000Z', end: '2026-03-02T15:30:00.000Z' },
      { start: '2026-03-09T14:00:00.000Z', end: '2026-03-09T15:30:00.000Z' },
      { start: '2026-03-16T14:00:00.000Z', end: '2026-03-16T15:30:00.000Z' },
    ]);
  });

  it('accepts Monday–Saturday from 08:00 to midnight and refuses the rest', () => {
    expect(slotProblem({ start: at('2026-03-07', '08:00'), end: at('2026-03-07', '09:00') })).toBeNull();
    expect(slotProblem({ start: at('2026-03-02', '23:00'), end: at('2026-03-03', '00:00') })).toBeNull();
    expect(slotProblem({ start: at('2026-03-08', '10:00'), end: at('2026-03-08', '11:00') })).toBe(M.sunday);
    expect(slotProblem({ start: at('2026-03-02', '07:30'), end: at('2026-03-02', '09:00') })).toBe(M.outsideHours);
    expect(slotProblem({ start: at('2026-03-02', '10:00'), end: at('2026-03-02', '10:00') })).toBe(M.endBeforeStart);
    expect(slotProblem({ start: at('2026-03-02', '23:00'), end: at('2026-03-03', '01:00') })).toBe(M.sameDay);
    expect(slotProblem({ start: 'x', end: at('2026-03-02', '10:00') })).toBe(M.time);
  });

  it('takes package minutes with the three messages of the spec', () => {
    expect(packageMinutesProblem(0, 60)).toBe(M.noMinutesLeft);
    expect(packageMinutesProblem(30, 60)).toBe(onlyMinutesLeft(30));
    expect(packageMinutesProblem(60, 60)).toBeNull();
    // On edit the lesson's own minutes come back first.
    expect(packageMinutesProblem(0, 60, 60)).toBeNull();
    expect(packageMinutesProblem(0, 90, 60)).toBe(M.notEnoughOnEdit);
    expect(packageMinutesProblem(20, 90, 60)).toBe(onlyMinutesLeft(80));
    expect(packageMinutesProblem(30, 90, 60)).toBeNull();
  });

  it('derives the lesson type from the reservation and the popup actions from the type', () => {
    expect(lessonType({ minutesLeft: 30, priceCents: null, paidCents: 0 })).toBe(EVENT_TYPE.PACKAGE);
    expect(lessonType({ minutesLeft: null, priceCents: null, paidCents: 0 })).toBe(EVENT_TYPE.UNPAID);
    expect(lessonType({ minutesLeft: null, priceCents: 30000, paidCents: 10000 })).toBe(EVENT_TYPE.PARTIAL);
    expect(lessonType({ minutesLeft: null, priceCents: 30000, paidCents: 30000 })).toBe(EVENT_TYPE.PAID);
    expect(eventActions(1)).toEqual({ pay: true, viewReceipt: false, change: false });
    expect(eventActions(2)).toEqual({ pay: true, viewReceipt: true, change: false });
    expect(eventActions(3)).toEqual({ pay: false, viewReceipt: true, change: true });
    expect(eventActions(5)).toEqual({ pay: false, viewReceipt: false, change: true });
    expect([1, 2, 3, 4, 5].filter(isPaidLesson)).toEqual([2, 3, 4]);
  });

  it('prices by the hour, colours by type and names a clash in La Paz time', () => {
    expect(reservationPriceCents(5000, 90)).toBe(7500);
    expect(slotMinutes({ start: at('2026-03-02', '10:00'), end: at('2026-03-02', '11:30') })).toBe(90);
    expect(eventColour(3, { virtual: true })).not.toBe(eventColour(3));
    expect(eventColour(1, { selected: true })).toBe(eventColour(5, { selected: true }));
    expect(
      clashMessage('teacher', 'una clase', { start: at('2026-03-12', '10:00'), end: at('2026-03-12', '11:00') }),
    ).toBe('El docente ya tiene una clase el 12/03 de 10:00 a 11:00');
    expect(
      clashMessage('student', 'una clase', { start: at('2026-03-12', '23:00'), end: at('2026-03-13', '00:00') }),
    ).toBe('El estudiante ya tiene una clase el 12/03 de 23:00 a 24:00');
  });
});

describe('class form subjects', () => {
  it("offers the individual subjects of the teacher, not the group ones (except the lesson's own when editing)", () => {
    const all = [
      { idMateria: 1, codigoMateria: 'MAT', tipo: 2 },
      { idMateria: 2, codigoMateria: 'FIS', tipo: 2 },
      { idMateria: 3, codigoMateria: 'MAT-I', tipo: 1 },
      { idMateria: 4, codigoMateria: 'QUI-I', tipo: 1 },
    ];
    expect(lessonSubjects(all).map((s) => s.codigoMateria)).toEqual(['MAT-I', 'QUI-I']);
    expect(lessonSubjects(all, 2).map((s) => s.codigoMateria)).toEqual(['FIS', 'MAT-I', 'QUI-I']);
  });
});
