import type { EventObject } from '@toast-ui/calendar';
import { EVENT_TYPE, eventColour } from '../../../../domain/calendar';
import { toWallClock } from '../../common/laPazClock';
import type { Activity, GroupBlock, Lesson } from '../../providers/calls/schedule';

/** What a calendar event stands for; kept in the event's `raw`. */
export type CalendarItem =
  { kind: 'group'; block: GroupBlock } | { kind: 'activity'; activity: Activity } | { kind: 'lesson'; lesson: Lesson };

const event = (
  id: string,
  title: string,
  start: string,
  end: string,
  colour: string,
  item: CalendarItem,
  readOnly: boolean,
): Partial<EventObject> => ({
  id,
  calendarId: item.kind,
  title,
  category: 'time',
  start: toWallClock(start),
  end: toWallClock(end),
  backgroundColor: colour,
  borderColor: '#546e7a',
  dragBackgroundColor: colour,
  color: '#1a1a1a',
  isReadOnly: readOnly,
  raw: item,
});

/**
 * The toast-ui events of one teacher's range, coloured by spec 02 §9. Only lessons move by dragging (the
 * server checks the new slot); blocks are removed and placed again.
 */
export function calendarEvents(
  lists: { groups: GroupBlock[]; activities: Activity[]; lessons: Lesson[] },
  options: { selectedStudent?: number | null; lessonsMovable: boolean },
): Partial<EventObject>[] {
  return [
    ...lists.groups.map((b) =>
      event(
        `g${b.idGrupoDocente}`,
        b.nombreGrupo,
        b.fechaInicial,
        b.fechaFinal,
        eventColour(EVENT_TYPE.GROUP),
        { kind: 'group', block: b },
        true,
      ),
    ),
    ...lists.activities.map((a) =>
      event(
        `a${a.idDocenteActividad}`,
        a.descripcion,
        a.fechaInicial,
        a.fechaFinal,
        eventColour(EVENT_TYPE.ACTIVITY),
        { kind: 'activity', activity: a },
        true,
      ),
    ),
    ...lists.lessons.map((l) =>
      event(
        `l${l.idClase}`,
        `${l.codigoMateria} · ${l.apellidos} ${l.nombres.split(' ')[0]} (${l.sigla})`,
        l.fechaInicial,
        l.fechaFinal,
        eventColour(l.tipo, { virtual: !!l.virtual, selected: options.selectedStudent === l.idEstudiante }),
        { kind: 'lesson', lesson: l },
        !options.lessonsMovable,
      ),
    ),
  ];
}
