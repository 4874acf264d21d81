import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { errorText } from '../../common/format';
import { calendarEvents } from './calendarEvents';
import type { VisibleRange } from './TeacherCalendar';
import type { Activity, GroupBlock, Lesson } from '../../providers/calls/schedule';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The three lists of a teacher's visible range (groups, lessons, blocks), reloaded on demand, as calendar events. */
export function useTeacherSchedule(
  dept: number,
  idTeacher: number,
  options: { selectedStudent?: number | null; lessonsMovable: boolean },
) {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [lists, setLists] = useState<{ groups: GroupBlock[]; activities: Activity[]; lessons: Lesson[] }>({
    groups: [],
    activities: [],
    lessons: [],
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!range || !idTeacher) return undefined;
    let current = true;
    Promise.all([
      dp.groupBlocks(dept, idTeacher, range.start, range.end),
      dp.lessons(dept, idTeacher, range.start, range.end),
      dp.activities(dept, idTeacher, range.start, range.end),
    ]).then(
      ([groups, lessons, activities]) => {
        if (current) setLists({ groups, lessons, activities });
      },
      (e) => notify(errorText(e), { type: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [dp, dept, idTeacher, range, version, notify]);

  const events = useMemo(() => calendarEvents(lists, options), [lists, options]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const onRange = useCallback(
    (next: VisibleRange) => setRange((r) => (r && r.start === next.start && r.end === next.end ? r : next)),
    [],
  );
  return { events, reload, onRange };
}
