import { useDataProvider, useNotify } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import type { ExistsElsewhereProps } from '../catalogue/types';

/** A ci of a teacher of another branch: 'Si' moves that teacher to the branch chosen in the form (spec 02 §4). */
export function TeacherTransferDialog({ msg, person, values, onDone, onCancel }: ExistsElsewhereProps) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  // Role 2 sends no branch: its own is the one the teacher moves to.
  const branch = Number(values.idSucursal ?? session.get().user?.idSucursal);
  const yes = () =>
    run(async () => {
      const answer = await dp.transferUser(Number(person.idUsuario), branch);
      notify(answer.msg, { type: 'success' });
      onDone();
    });
  return (
    <ConfirmDialog
      open
      title={t('app.catalogues.teachers.transferTitle')}
      question={msg}
      busy={busy}
      onYes={yes}
      onNo={onCancel}
    />
  );
}
