import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Box, Button, ButtonGroup, IconButton, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Calendar from '@toast-ui/react-calendar';
import type { EventObject } from '@toast-ui/calendar';
import '@toast-ui/calendar/dist/toastui-calendar.min.css';
import { CALENDAR } from '../../../../domain/calendar';
import { useIsPhone } from '../../common/useIsPhone';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { laPazNow, wallDate } from '../../common/laPazClock';
import { SPANISH_MONTHS } from '../../../../domain/months';

export type CalendarView = 'month' | 'week' | 'day';
export interface VisibleRange {
  start: string;
  end: string;
}
export interface Selection {
  start: Date;
  end: Date;
}

// The typings ask for every event handler; the component takes any subset.
const ToastCalendar = Calendar as unknown as ComponentType<Record<string, unknown> & { ref?: unknown }>;
type Instance = {
  getInstance(): {
    changeView(v: CalendarView): void;
    today(): void;
    prev(): void;
    next(): void;
    setDate(d: Date): void;
    clearGridSelections(): void;
    getDateRangeStart(): { toDate(): Date };
    getDateRangeEnd(): { toDate(): Date };
    getDate(): { toDate(): Date };
  } | null;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Colours with enough contrast on white (the widget's greys and red do not reach 4.5:1). */
const THEME = {
  common: {
    holiday: { color: '#c62828' },
    saturday: { color: '#37474f' },
    dayName: { color: '#37474f' },
    today: { color: '#0d47a1' },
  },
  week: {
    pastDay: { color: '#616161' },
    pastTime: { color: '#616161' },
    futureTime: { color: '#37474f' },
    today: { color: '#0d47a1' },
  },
  month: {
    dayExceptThisMonth: { color: '#616161' },
    holidayExceptThisMonth: { color: '#b71c1c' },
    dayName: { color: '#37474f' },
  },
};

/**
 * Accessibility repairs of the widget's markup: its hour labels claim table roles (row, rowgroup) outside any grid, and its
 * scrolling hour area cannot take the keyboard's focus. Re-applied whenever the widget redraws.
 */
function repairMarkup(root: HTMLElement): void {
  root.querySelectorAll('[role="row"], [role="rowgroup"], [role="gridcell"], [role="cell"]').forEach((el) => {
    if (!el.parentElement?.closest('[role="grid"], [role="table"], [role="treegrid"]')) el.removeAttribute('role');
  });
  root.querySelectorAll<HTMLElement>('.toastui-calendar-time').forEach((el) => {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
  });
}

/**
 * Monday to Saturday only (spec 02). The widget can hide both weekend days or none, so the grid is drawn one
 * day wider than its box and Sunday, its last column (the week starts on Monday), falls outside and is clipped.
 * The week view keeps its 72 px hour column; the month view has none.
 */
const TIME_COLUMN = '72px';
const SIX_DAYS: Record<CalendarView, string> = {
  week: `calc(${TIME_COLUMN} + (100% - ${TIME_COLUMN}) * 7 / 6)`,
  month: 'calc(100% * 7 / 6)',
  day: '100%',
};

/**
 * The teacher calendar of spec 02 §2/§9 on @toast-ui/react-calendar: month, week and day views, Hoy /
 * anterior / siguiente, Monday first, from 08:00 over 16 one-hour rows, 900 px high. A drag on the grid
 * selects a slot (`onSelect`), a click on an event opens it (`onOpen`), a dragged or resized lesson is reported
 * (`onMove`) and stays where it is: the page asks before it saves a move.
 */
export function TeacherCalendar({
  events,
  initialDate,
  onRange,
  onSelect,
  onOpen,
  onMove,
}: {
  events: Partial<EventObject>[];
  /** A La Paz day (YYYY-MM-DD) to open on instead of today. */
  initialDate?: string | null;
  onRange: (range: VisibleRange) => void;
  onSelect: (selection: Selection) => void;
  onOpen: (event: EventObject) => void;
  onMove?: (event: EventObject, changes: { start?: Date; end?: Date }) => void;
}) {
  const t = useAppTranslate();
  const ref = useRef<Instance | null>(null);
  const wrapper = useRef<HTMLDivElement | null>(null);
  // On a phone seven (or six) columns overlap their own header: the day view is the readable one there.
  const isPhone = useIsPhone();
  const [view, setView] = useState<CalendarView>(isPhone ? 'day' : 'week');
  const [label, setLabel] = useState('');
  const dayNames = t('app.schedule.dayNames').split(',');

  const report = useCallback(() => {
    const calendar = ref.current?.getInstance();
    if (!calendar) return;
    const start = calendar.getDateRangeStart().toDate();
    const end = calendar.getDateRangeEnd().toDate();
    const current = calendar.getDate().toDate();
    setLabel(
      view === 'month'
        ? `${SPANISH_MONTHS[current.getMonth()]} ${current.getFullYear()}`
        : view === 'day'
          ? `${wallDate(current).split('-').reverse().join('/')}`
          : `${wallDate(start).split('-').reverse().join('/')} - ${wallDate(new Date(end.getTime() - 86_400_000))
              .split('-')
              .reverse()
              .join('/')}`,
    );
    onRange({ start: wallDate(start), end: wallDate(end) });
  }, [onRange, view]);

  // The opening day is set once: later moves come from the toolbar.
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current) return;
    placed.current = true;
    const calendar = ref.current?.getInstance();
    calendar?.setDate(
      initialDate && /^\d{4}-\d{2}-\d{2}$/.test(initialDate) ? new Date(`${initialDate}T12:00:00`) : laPazNow(),
    );
    report();
  }, [initialDate, report]);

  const go = (action: 'today' | 'prev' | 'next') => {
    const calendar = ref.current?.getInstance();
    if (!calendar) return;
    if (action === 'today') calendar.setDate(laPazNow());
    else calendar[action]();
    report();
  };
  const changeView = (next: CalendarView) => {
    ref.current?.getInstance()?.changeView(next);
    setView(next);
  };
  useEffect(() => {
    report();
  }, [view, report]);
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return undefined;
    repairMarkup(root);
    const observer = new MutationObserver(() => repairMarkup(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => go('today')}>
          {t('app.schedule.today')}
        </Button>
        <Tooltip title={t('app.schedule.previous')}>
          <IconButton aria-label={t('app.schedule.previous')} onClick={() => go('prev')}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('app.schedule.next')}>
          <IconButton aria-label={t('app.schedule.next')} onClick={() => go('next')}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }} data-testid="calendar-range">
          {label}
        </Typography>
        <ButtonGroup size="small" aria-label={t('app.schedule.views.week')}>
          {(['month', 'week', 'day'] as const).map((v) => (
            <Button key={v} variant={view === v ? 'contained' : 'outlined'} onClick={() => changeView(v)}>
              {t(`app.schedule.views.${v}`)}
            </Button>
          ))}
        </ButtonGroup>
      </Box>
      <Box ref={wrapper} sx={{ overflow: 'hidden' }} data-testid="calendar-frame">
        <Box sx={{ width: SIX_DAYS[view] }}>
          <ToastCalendar
            ref={ref}
            theme={THEME}
            height={`${CALENDAR.height}px`}
            view={view}
            usageStatistics={false}
            useFormPopup={false}
            useDetailPopup={false}
            gridSelection
            events={events}
            calendars={[
              { id: 'group', name: 'Grupos' },
              { id: 'activity', name: 'Bloqueos' },
              { id: 'lesson', name: 'Clases' },
            ]}
            week={{
              startDayOfWeek: 1,
              dayNames,
              hourStart: CALENDAR.firstHour,
              hourEnd: CALENDAR.firstHour + CALENDAR.intervals,
              // No now-indicator: it follows the browser's zone, not La Paz (events are placed on La Paz wall-clock time).
              taskView: false,
              eventView: ['time'],
              showNowIndicator: false,
            }}
            month={{ startDayOfWeek: 1, dayNames, visibleWeeksCount: 0 }}
            template={{
              time: (e: EventObject) => `<span title="${escapeHtml(e.title)}">${escapeHtml(e.title)}</span>`,
              timegridDisplayPrimaryTime: ({ time }: { time: { getHours(): number; getMinutes(): number } }) =>
                `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`,
            }}
            onSelectDateTime={(info: { start: Date; end: Date; isAllday?: boolean }) => {
              const calendar = ref.current?.getInstance();
              calendar?.clearGridSelections();
              // A day chosen on the month grid opens that day, where hours can be dragged.
              if (view === 'month' || info.isAllday) {
                calendar?.setDate(new Date(info.start));
                changeView('day');
                return;
              }
              onSelect({ start: new Date(info.start), end: new Date(info.end) });
            }}
            onClickEvent={({ event }: { event: EventObject }) => onOpen(event)}
            onBeforeUpdateEvent={({ event, changes }: { event: EventObject; changes: { start?: Date; end?: Date } }) =>
              onMove?.(event, {
                start: changes.start ? new Date(changes.start) : undefined,
                end: changes.end ? new Date(changes.end) : undefined,
              })
            }
          />
        </Box>
      </Box>
    </Box>
  );
}
