import { useState } from 'react';
import { Button } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { GroupStudentList } from './GroupStudentList';
import { ReportCardDialog } from './ReportCardDialog';

/** /student-grade (spec 01 §2): a group's students, each with 'Ver boletin'. */
export default function StudentGradesPage() {
  const t = useAppTranslate();
  const isAdmin = useIsAdmin();
  const [card, setCard] = useState<{ idGroup: number; idStudent: number; name: string } | null>(null);
  return (
    <>
      <GroupStudentList
        title="app.grades.studentGrades.title"
        entry={{ label: 'app.grades.studentGrades.enter', path: '/grade', allowed: isAdmin }}
        action={(s, group) => (
          <Button
            size="small"
            startIcon={<AssignmentIcon />}
            onClick={() =>
              setCard({ idGroup: group.idGrupo, idStudent: s.idUsuario, name: `${s.apellidos} ${s.nombres}` })
            }
          >
            {t('app.grades.studentGrades.reportCard')}
          </Button>
        )}
      />
      {card ? <ReportCardDialog {...card} onClose={() => setCard(null)} /> : null}
    </>
  );
}
