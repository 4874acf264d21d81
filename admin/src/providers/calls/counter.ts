import type { Answer } from '../apiTypes';
import type { Call } from './call';

/** The counter's shift and student look-ups, and a teacher's calendar feed link. */
export const counterCalls = (call: Call) => ({
  counterShift: () => call<Answer<'get_counter_shift'>>('GET', '/counter/shift'),
  openCounterShift: (openingAmount: string) =>
    call<Answer<'post_counter_shift_open'>>('POST', '/counter/shift/open', { openingAmount }),
  closeCounterShift: (countedAmount: string) =>
    call<Answer<'post_counter_shift_close'>>('POST', '/counter/shift/close', { countedAmount }),
  counterShifts: () => call<Answer<'get_counter_shifts'>>('GET', '/counter/shifts'),
  counterStudent: (idUser: number) => call<Answer<'get_counter_student'>>('GET', `/counter/student/${idUser}`),
  counterSearch: (text: string) =>
    call<Answer<'get_counter_search'>>('GET', `/counter/search?q=${encodeURIComponent(text)}`),
  calendarFeed: (idTeacher: number) => call<Answer<'get_calendarFeed'>>('GET', `/calendarFeed/${idTeacher}`),
  createCalendarFeed: (idTeacher: number) => call<Answer<'post_calendarFeed'>>('POST', `/calendarFeed/${idTeacher}`),
  revokeCalendarFeed: (idTeacher: number) =>
    call<Answer<'delete_calendarFeed'>>('DELETE', `/calendarFeed/${idTeacher}`),
});
export type CounterCalls = ReturnType<typeof counterCalls>;
