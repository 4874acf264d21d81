import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { EventObject } from '@toast-ui/calendar';
import { useDataProvider, useNotify } from 'react-admin';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { isPaidLesson, moveLessonQuestion, PAID_LESSON_MOVE } from '../../../../domain/calendar';
import { Breadcrumb } from '../../common/Breadcrumb';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { DocumentDialog } from '../../common/DocumentDialog';
import { errorText } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { BlockDialog } from './BlockDialog';
import { CalendarFeedButton } from './CalendarFeedButton';
import type { CalendarItem } from './calendarEvents';
import { ChangeTeacherDialog } from './ChangeTeacherDialog';
import { ChooseStudentDialog } from './ChooseStudentDialog';
import { ClassDialog } from './ClassDialog';
import { EventDetailsDialog, type EventAction } from './EventDetailsDialog';
import { fromWallClock, snap, toWallClock, wallDate, wallTime } from '../../common/laPazClock';
import { LessonPaymentDialog } from './LessonPaymentDialog';
import { ScheduleHeader } from './ScheduleHeader';
import { lessonReceiptPath, type ChosenStudent, type Lesson, type TeacherInfo } from '../../providers/calls/schedule';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { SlotValues } from './SlotFields';
import { TeacherCalendar, type Selection } from './TeacherCalendar';
import { useTeacherSchedule } from './useTeacherSchedule';

type Open =
  | { kind: 'block' | 'class'; slot: SlotValues; lesson?: Lesson }
  | { kind: 'event'; item: CalendarItem }
  | { kind: 'pay' | 'changeOne' | 'changeAll'; lesson: Lesson }
  | { kind: 'choose' };

const studentOfLesson = (l: Lesson): ChosenStudent => ({
  idUsuario: l.idEstudiante,
  nombres: l.nombres,
  apellidos: l.apellidos,
  ci: l.ci,
  idLevel: l.idNivel,
  sigla: l.sigla,
  numberStudents: l.nroAlumnos,
  idReserva: l.idReserva,
  hrsRestante: l.hrsRestante ?? undefined,
  paquete: l.hrsRestante !== null,
});

/** The confirmation of a drag: from → to, and a reminder when the lesson has payments. */
const moveQuestion = (l: Lesson, to: { start: string; end: string }) =>
  `${moveLessonQuestion(l.codigoMateria, { start: l.fechaInicial, end: l.fechaFinal }, to)}${isPaidLesson(l.tipo) ? ` ${PAID_LESSON_MOVE}` : ''}`;

const slotOf = (start: Date, end: Date): SlotValues => ({
  date: wallDate(start),
  start: wallTime(start),
  end: wallTime(end),
});

/**
 * The teacher calendar (spec 02 §2): /teacher/{id}/schedule and /ingress/teacher/{id}/schedule for staff,
 * /subject-schedule for a teacher's own blocks ('Bloqueo de Clases'). `?idReservation=` opens it with that
 * reservation's student chosen (the assign-classes flow and individual hours).
 */
export default function SchedulePage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { user } = useSession();
  const params = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const manage = !!user && [1, 2].includes(user.idRol);
  const idTeacher = manage ? Number(params.idTeacher) : Number(user?.idUsuario);
  const dept = Number(session.departmentId() ?? user?.idDepartamento);
  const [teacher, setTeacher] = useState<TeacherInfo | null>(null);
  const [student, setStudent] = useState<ChosenStudent | null>(
    (location.state as { student?: ChosenStudent } | null)?.student ?? null,
  );
  const [open, setOpen] = useState<Open | null>(null);
  const [receipt, setReceipt] = useState<number | null>(null);
  const [removing, setRemoving] = useState<CalendarItem | null>(null);
  const [moving, setMoving] = useState<{ lesson: Lesson; start: string; end: string } | null>(null);
  const [receiptsVersion, setReceiptsVersion] = useState(0);
  const options = useMemo(
    () => ({ selectedStudent: student?.idUsuario ?? null, lessonsMovable: manage }),
    [student?.idUsuario, manage],
  );
  const { events, reload, onRange } = useTeacherSchedule(dept, idTeacher, options);
  const idReservation = Number(search.get('idReservation')) || null;

  useEffect(() => {
    if (manage) dp.teacherInfo(idTeacher).then(setTeacher, (e) => notify(errorText(e), { type: 'error' }));
    else if (user)
      setTeacher({
        idUsuario: user.idUsuario,
        nombres: user.nombres,
        apellidos: user.apellidos,
        ci: '',
        nombreRol: '',
        estado: 1,
      });
  }, [dp, idTeacher, manage, user, notify]);
  useEffect(() => {
    if (manage && idReservation)
      dp.reservationStudent(idReservation).then(setStudent, (e) => notify(errorText(e), { type: 'error' }));
  }, [dp, manage, idReservation, notify]);

  const refreshStudent = useCallback(
    async (reservation: number | null) => {
      reload();
      setReceiptsVersion((v) => v + 1);
      if (!student || !reservation) return;
      try {
        setStudent({ ...student, ...(await dp.reservationStudent(reservation)) });
      } catch {
        /* the calendar already shows the change */
      }
    },
    [dp, reload, student],
  );

  const select = ({ start, end }: Selection) => {
    const slot = slotOf(snap(start), snap(end));
    setOpen({ kind: manage && student ? 'class' : 'block', slot });
  };

  const openEvent = (event: EventObject) => setOpen({ kind: 'event', item: event.raw as CalendarItem });

  /**
   * A drag or resize never moves a lesson by itself: it asks first, from → to, and only a 'Si'
   * saves it. On 'No' nothing is sent; the widget itself moves nothing until the saved lesson is reloaded.
   */
  const move = (event: EventObject, changes: { start?: Date; end?: Date }) => {
    const item = event.raw as CalendarItem;
    if (item.kind !== 'lesson') return;
    const l = item.lesson;
    const to = {
      start: changes.start ? fromWallClock(snap(changes.start)) : l.fechaInicial,
      end: changes.end ? fromWallClock(snap(changes.end)) : l.fechaFinal,
    };
    if (to.start === l.fechaInicial && to.end === l.fechaFinal) return;
    setMoving({ lesson: l, ...to });
  };

  const confirmMove = async () => {
    if (!moving) return;
    const { lesson: l, start, end } = moving;
    setMoving(null);
    try {
      const answer = await dp.updateLesson({
        idTeacher,
        idSubject: l.idMateria,
        idLevel: l.idNivel,
        numberStudent: l.nroAlumnos,
        startDate: start,
        endDate: end,
        idLesson: l.idClase,
        idSchedule: l.idCalendario,
        idReservation: l.idReserva,
        description: l.descripcion,
        virtual: !!l.virtual,
        hoursLeft: l.hrsRestante,
        idDepartament: dept,
        version: l.version,
      });
      notify(answer.msg, { type: 'success' });
    } catch (e) {
      notify(errorText(e), { type: 'warning' });
    }
    reload();
  };

  const act = async (action: EventAction) => {
    if (open?.kind !== 'event') return;
    const item = open.item;
    if (item.kind === 'lesson') {
      const l = item.lesson;
      if (action === 'edit') {
        setOpen({ kind: 'class', lesson: l, slot: slotOf(toWallClock(l.fechaInicial), toWallClock(l.fechaFinal)) });
      } else if (action === 'receipt') {
        const list = await dp.lessonReceipts(l.idReserva).catch(() => []);
        if (list.length) setReceipt(list[list.length - 1].idPago);
        else notify(t('app.schedule.rules.receipt'), { type: 'warning' });
        setOpen(null);
      } else if (action === 'pay' || action === 'changeOne' || action === 'changeAll') {
        setOpen({ kind: action, lesson: l });
      }
      return;
    }
    if (action === 'delete') setRemoving(item);
  };

  const removeBlock = async () => {
    if (!removing || removing.kind === 'lesson') return;
    try {
      const answer =
        removing.kind === 'group'
          ? await dp.deleteGroupBlock(removing.block)
          : await dp.deleteActivity(removing.activity);
      notify(answer.msg, { type: 'warning' });
      setOpen(null);
      reload();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
      // A block changed by someone else meanwhile (409): show the calendar as it is now.
      reload();
    }
    setRemoving(null);
  };

  const close = () => setOpen(null);
  // A lesson open in the class dialog follows the reloaded week (after a 409 the next save carries the new version);
  // the dialog is not remounted, so what the user typed stays.
  useEffect(() => {
    setOpen((current) => {
      if (current?.kind !== 'class' || !current.lesson) return current;
      const fresh = events
        .map((e) => e.raw as CalendarItem)
        .find((item) => item.kind === 'lesson' && item.lesson.idClase === current.lesson!.idClase);
      return fresh?.kind === 'lesson' && fresh.lesson.version !== current.lesson.version
        ? { ...current, lesson: fresh.lesson }
        : current;
    });
  }, [events]);
  const title = manage ? t('app.schedule.title') : t('app.schedule.blockTitle');
  const lessonFor = (o: Open | null) => (o && 'lesson' in o ? o.lesson : undefined);
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb
        items={
          manage
            ? [{ label: t('app.menu.teacher'), to: '/teacher' }, { label: t('app.schedule.breadcrumb') }]
            : [{ label: t('app.schedule.blockTitle') }]
        }
      />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <ScheduleHeader
        teacher={teacher}
        student={student}
        receiptsVersion={receiptsVersion}
        manage={manage}
        onChoose={() => setOpen({ kind: 'choose' })}
        onRemove={() => setStudent(null)}
        onPrint={(r) => setReceipt(r.idPago)}
      />
      <CalendarFeedButton idTeacher={idTeacher} />
      <TeacherCalendar
        events={events}
        initialDate={search.get('date')}
        onRange={onRange}
        onSelect={select}
        onOpen={openEvent}
        onMove={manage ? move : undefined}
      />
      {open?.kind === 'block' ? (
        <BlockDialog
          dept={dept}
          idTeacher={idTeacher}
          slot={open.slot}
          groupsAllowed={manage}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      ) : null}
      {open?.kind === 'class' && (student || open.lesson) ? (
        <ClassDialog
          dept={dept}
          idTeacher={idTeacher}
          slot={open.slot}
          lesson={open.lesson}
          student={student ?? studentOfLesson(open.lesson!)}
          onClose={close}
          onSaved={(r) => {
            close();
            if (student) setStudent({ ...student, idReserva: student.idReserva ?? r });
            refreshStudent(r);
          }}
          onStale={reload}
        />
      ) : null}
      {open?.kind === 'event' ? (
        <EventDetailsDialog item={open.item} manage={manage} canDeleteBlocks onAction={act} onClose={close} />
      ) : null}
      {open?.kind === 'pay' ? (
        <LessonPaymentDialog
          dept={dept}
          lesson={open.lesson}
          onClose={close}
          onPaid={(idPago) => {
            close();
            setReceipt(idPago);
            refreshStudent(open.lesson.idReserva);
          }}
        />
      ) : null}
      {(open?.kind === 'changeOne' || open?.kind === 'changeAll') && lessonFor(open) ? (
        <ChangeTeacherDialog
          dept={dept}
          lesson={lessonFor(open)!}
          all={open.kind === 'changeAll'}
          onClose={close}
          onChanged={() => {
            close();
            reload();
          }}
        />
      ) : null}
      {open?.kind === 'choose' ? (
        <ChooseStudentDialog
          dept={dept}
          onClose={close}
          onChosen={(s) => {
            setStudent(s);
            close();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={!!removing}
        title={t('app.schedule.deleteTitle')}
        question={t('app.schedule.rules.confirmDelete')}
        onYes={removeBlock}
        onNo={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={!!moving}
        title={t('app.schedule.moveTitle')}
        onYes={() => void confirmMove()}
        onNo={() => setMoving(null)}
        question={moving ? moveQuestion(moving.lesson, moving) : null}
      />
      <DocumentDialog
        path={receipt ? lessonReceiptPath(receipt) : null}
        title={t('app.schedule.receipt')}
        fallbackName="recibo.pdf"
        onClose={() => setReceipt(null)}
      />
    </Box>
  );
}
