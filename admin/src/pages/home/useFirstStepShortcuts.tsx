import { useState } from 'react';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { suggestedSemesterName, type FirstStepKey, type FirstStepsState } from '../../../../domain/first-steps';
import { todayLaPaz } from '../../common/format';
import { isActive } from '../../common/StatusButtons';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { Semester } from '../../providers/calls/academics';
import { firstStepsKey } from '../../providers/calls/studentImport';
import { useRecordWrites } from '../../resources/master/useRecordWrites';
import { GroupDialog } from '../groups/GroupDialog';
import { SEMESTERS_SORT } from '../semesters/semestersList';

/**
 * The steps of 'Primeros pasos' done in place, with values proposed: the current half-year's semester created in
 * one click, after which its first group's form opens (the next step: a semester without a group holds nobody);
 * and a group's form for the newest active semester, its turn and start date proposed. Each save ticks its step.
 */
export function useFirstStepShortcuts(departmentId: number, beforeOpen: () => void) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider();
  const queryClient = useQueryClient();
  const semesters = useRecordWrites<Semester>('semesters');
  const { busy, run } = useBusyAction();
  const [groupIn, setGroupIn] = useState<number | null>(null);
  const suggested = suggestedSemesterName(todayLaPaz());
  const refresh = () => queryClient.invalidateQueries({ queryKey: firstStepsKey(departmentId) });

  const createSemester = () =>
    run(async () => {
      beforeOpen();
      const created = await semesters.create({ nombreSemestre: suggested });
      notify(t('app.academics.semesters.created'), { type: 'success' });
      void refresh();
      setGroupIn(Number(created.idSemestre ?? created.id));
    });
  const createGroup = () =>
    run(async () => {
      beforeOpen();
      const { data } = await dp.getList<Semester>('semesters', {
        pagination: { page: 1, perPage: 25 },
        sort: SEMESTERS_SORT,
        filter: {},
      });
      const newest = data.find((s) => isActive(s.estado));
      if (newest) setGroupIn(Number(newest.idSemestre ?? newest.id));
      else notify(t('app.studentImport.firstSteps.noActiveSemester'), { type: 'warning' });
    });

  /** The step's in-place button; a group's only once a semester exists to hold it. */
  const shortcut = (key: FirstStepKey, state: FirstStepsState) => {
    if (key === 'semestre') {
      return (
        <Button size="small" variant="contained" disabled={busy} onClick={() => void createSemester()}>
          {t('app.studentImport.firstSteps.createSemester', { name: suggested })}
        </Button>
      );
    }
    if (key === 'grupo' && state.semestre) {
      return (
        <Button size="small" variant="contained" disabled={busy} onClick={() => void createGroup()}>
          {t('app.studentImport.firstSteps.createGroup')}
        </Button>
      );
    }
    return null;
  };
  const dialog =
    groupIn === null ? null : (
      <GroupDialog
        idSemester={groupIn}
        record={null}
        suggest
        onClose={() => setGroupIn(null)}
        onSaved={() => void refresh()}
      />
    );
  return { shortcut, dialog };
}
