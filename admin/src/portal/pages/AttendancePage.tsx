import { useState } from 'react';
import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { portalMessages as P } from '../../i18n/portal';
import type { PortalAttendance } from '../../providers/calls/portal';
import { day, thisMonth } from '../format';
import { Loaded } from '../Loaded';
import { usePortal } from '../PortalContext';
import { PortalLayout } from '../PortalLayout';
import { portalApi } from '../portalClient';
import { SPANISH_MONTHS } from '../../../../domain/months';

type Group = PortalAttendance['grupos'][number];

/** This month and the `count - 1` before it, newest first ('YYYY-MM'). */
function lastMonths(count: number): string[] {
  const [year, month] = thisMonth().split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
const monthName = (m: string) => `${SPANISH_MONTHS[Number(m.slice(5)) - 1]} de ${m.slice(0, 4)}`;

/** The month as a calendar (Monday first): class days marked present or absent; other days blank. */
function MonthCalendar({ month, group }: { month: string; group: Group }) {
  const [year, mon] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, mon - 1, 1));
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const offset = (first.getUTCDay() + 6) % 7;
  const marks = new Map(group.dias.map((d) => [d.fecha, d.presente]));
  const cells = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  return (
    <Box
      role="table"
      aria-label={`${group.nombreGrupo} ${month}`}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, mt: 1 }}
    >
      <Box role="row" sx={{ display: 'contents' }}>
        {P.attendance.weekdays.map((w) => (
          <Box role="columnheader" key={w} sx={{ textAlign: 'center', fontSize: 12, color: 'text.secondary' }}>
            {w}
          </Box>
        ))}
      </Box>
      <Box role="row" sx={{ display: 'contents' }}>
        {cells.map((date, i) => {
          const mark = date ? marks.get(date) : undefined;
          const label = date
            ? `${day(date)}${mark === undefined ? '' : `: ${mark ? P.attendance.present : P.attendance.absent}`}`
            : '';
          return (
            <Box
              role="cell"
              key={date ?? `blank-${i}`}
              aria-label={label || undefined}
              sx={{
                textAlign: 'center',
                py: 1,
                borderRadius: 1,
                fontSize: 14,
                bgcolor: mark === undefined ? 'transparent' : mark ? 'success.light' : 'error.light',
                color: mark === undefined ? 'text.primary' : 'common.black',
                fontWeight: mark === undefined ? 400 : 700,
              }}
            >
              {date ? Number(date.slice(8)) : ''}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** 'Mi asistencia': the month's attendance calendar of each current group, with the month's percentage. */
export default function AttendancePage() {
  const { studentId } = usePortal();
  const [month, setMonth] = useState(thisMonth());
  const attendance = useQuery({
    queryKey: ['portal', 'attendance', studentId, month],
    queryFn: () => portalApi.attendance(studentId, month),
  });
  return (
    <PortalLayout title={P.nav.attendance}>
      <TextField
        select
        label={P.attendance.month}
        value={month}
        size="small"
        sx={{ mb: 2, minWidth: 220, bgcolor: 'background.paper' }}
        onChange={(e) => setMonth(e.target.value)}
      >
        {lastMonths(12).map((m) => (
          <MenuItem key={m} value={m}>
            {monthName(m)}
          </MenuItem>
        ))}
      </TextField>
      <Loaded query={attendance}>
        {(data) =>
          data.grupos.length ? (
            data.grupos.map((g) => (
              <Card key={g.idGrupo} sx={{ mb: 2 }}>
                <CardContent>
                  <Typography component="h2" variant="h6">
                    {g.nombreGrupo}
                  </Typography>
                  <Typography data-testid="attendance-percentage" sx={{ fontWeight: 600 }}>
                    {g.porcentaje === null
                      ? P.attendance.noClasses
                      : P.attendance.percentage.replace('%{value}', `${g.porcentaje.toFixed(2).replace('.', ',')} %`)}
                  </Typography>
                  <MonthCalendar month={data.mes} group={g} />
                </CardContent>
              </Card>
            ))
          ) : (
            <Typography color="text.secondary">{P.attendance.empty}</Typography>
          )
        }
      </Loaded>
    </PortalLayout>
  );
}
