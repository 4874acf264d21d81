import { describe, expect, it } from 'vitest';
import { changedKeys, rebase } from '../../admin/src/common/sheetEdits.js';
import { moveLessonQuestion } from '../../domain/calendar.js';
import { CELL_CHANGED, cellsChangedMessage, sheetStudentName } from '../../domain/grades.js';

const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`).toISOString();

describe('sheets and moves', () => {
  it('names a changed cell as the issue quotes it, and counts the others', () => {
    const name = sheetStudentName('MAMANI QUISPE', 'Juan');
    expect(CELL_CHANGED.grade(name)).toBe('La nota de MAMANI QUISPE, Juan cambió mientras editaba');
    expect(cellsChangedMessage([CELL_CHANGED.grade(name)])).toBe(
      'La nota de MAMANI QUISPE, Juan cambió mientras editaba',
    );
    expect(cellsChangedMessage(['a', 'b', 'c'])).toBe('a (y 2 más)');
  });

  it('sends only the cells typed over, and a reload keeps them while untouched cells take the new values', () => {
    const read = { 1: '55', 2: '', 3: '70' };
    const typed = { 1: '60', 2: '', 3: '70' };
    expect(changedKeys(read, typed)).toEqual(['1']);
    expect(rebase(read, typed, { 1: '11', 2: '40', 3: '70' })).toEqual({ 1: '60', 2: '40', 3: '70' });
  });

  it('asks a move from → to in La Paz time', () => {
    expect(
      moveLessonQuestion(
        'MATI',
        { start: at('2026-11-26', '10:30'), end: at('2026-11-26', '11:30') },
        { start: at('2026-11-26', '14:30'), end: at('2026-11-26', '15:30') },
      ),
    ).toBe('¿Mover la clase de MATI del jue 26/11 10:30–11:30 al jue 26/11 14:30–15:30?');
  });
});
