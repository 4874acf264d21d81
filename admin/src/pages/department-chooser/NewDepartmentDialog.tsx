import { TextInput, useDataProvider, useNotify } from 'react-admin';
import { FIELD_MAX_LENGTH } from '../../../../domain/field-limits';
import { RecordFormDialog } from '../../common/RecordFormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { requiredMsg } from '../../common/validators';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';

/** 'Nuevo departamento': `POST /api/departaments/insertDepartament {nameDepartament}` → {msg, type}. */
export function NewDepartmentDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { busy, run } = useBusyAction();

  const submit = async (values: Record<string, unknown>) => {
    const nameDepartament = String(values.nameDepartament ?? '')
      .trim()
      .toUpperCase();
    await run(async () => {
      const answer = await dataProvider.insertDepartament(nameDepartament);
      // Type 0 means nothing was saved: warn and keep the dialog open.
      if (answer?.type === 0) {
        notify(answer.msg || t('app.common.generic'), { type: 'warning' });
        return;
      }
      notify(answer?.msg || t('app.catalogues.result.created', { noun: t('app.catalogues.departments.noun') }), {
        type: 'success',
      });
      onSaved();
      onClose();
    });
  };

  return (
    <RecordFormDialog
      titleId="new-department-title"
      title={t('app.chooser.newDepartment')}
      busy={busy}
      record={{ nameDepartament: '' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        source="nameDepartament"
        label={t('app.chooser.name')}
        fullWidth
        slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH.nombreDepartamento } }}
        autoFocus
        validate={requiredMsg(t('app.chooser.nameRequired'))}
      />
    </RecordFormDialog>
  );
}
