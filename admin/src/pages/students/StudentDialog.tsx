import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useFormFields, type FieldErrors } from '../../common/useFormFields';
import { useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { academicsKeys, type Student, type StudentFields } from '../../providers/calls/academics';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { useIsAdmin, useSession } from '../../providers/useSession';
import { messageOf } from '../../resources/catalogue/useCatalogueTexts';
import { useRecordWrites } from '../../resources/master/useRecordWrites';

type Values = { names: string; surnames: string; ci: string; phone: string; email: string; idBranchoffice: string };
const PHONE = /^\d{8}(-\d{8})?$/;
/** The REST face's refusal of a ci that is a student of another branch (409, spec 01 §4): it carries the person. */
const OTHER_BRANCH = 3;

function validate(v: Values, isAdmin: boolean): FieldErrors<Values> {
  const e: FieldErrors<Values> = {};
  if (!v.names.trim()) e.names = 'app.academics.students.namesRequired';
  if (!v.surnames.trim()) e.surnames = 'app.academics.students.surnamesRequired';
  if (!v.ci.trim()) e.ci = 'app.academics.students.ciRequired';
  if (!v.phone.trim()) e.phone = 'app.academics.students.phoneRequired';
  else if (!PHONE.test(v.phone.trim())) e.phone = 'app.academics.students.formatInvalid';
  if (isAdmin && !v.idBranchoffice) e.idBranchoffice = 'app.academics.students.branchRequired';
  return e;
}

export interface StudentDialogProps {
  record: StudentFields | null;
  onClose: () => void;
  /** After a save (types 0–2) or a transfer, with the student as the server answered it. */
  onSaved: (student: Student) => void;
}

/**
 * Create or edit a student through the `students` resource (useCreate / useUpdate); a ci registered in another
 * branch (409 with the person) opens the transfer confirmation (users/updateTransferUser).
 */
export function StudentDialog({ record, onClose, onSaved }: StudentDialogProps) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const isAdmin = useIsAdmin();
  const { user } = useSession();
  const dept = session.departmentId() ?? 0;
  // Only role 1 picks the branch; everyone else's is their own.
  const branches = useQuery({
    queryKey: academicsKeys.branches(dept),
    queryFn: () => dp.branchOptions(dept),
    enabled: isAdmin,
  });
  const writes = useRecordWrites<Student>('students');
  const { busy, run } = useBusyAction();
  const toValues = (r: StudentFields | null): Values => ({
    names: r?.nombres ?? '',
    surnames: r?.apellidos ?? '',
    ci: r?.ci ?? '',
    phone: r?.telefono ?? '',
    email: r?.email ?? '',
    idBranchoffice: r?.idSucursal ? String(r.idSucursal) : '',
  });
  const { values, field, hint, submit, reset, typed } = useFormFields<Values>(toValues(record), (v) =>
    validate(v, isAdmin),
  );
  const stale = useStaleRecord(record, (r) => writes.getOne(r.id));
  const [transfer, setTransfer] = useState<{ msg: string; person: Student } | null>(null);
  const upper = { style: { textTransform: 'uppercase' as const } };
  const targetBranch = () => (isAdmin ? Number(values.idBranchoffice) : Number(user?.idSucursal));

  const save = () =>
    run(async () => {
      const changes = {
        nombres: values.names.trim().toUpperCase(),
        apellidos: values.surnames.trim().toUpperCase(),
        ci: values.ci.trim(),
        telefono: values.phone.trim(),
        email: values.email.trim(),
        idSucursal: isAdmin ? Number(values.idBranchoffice) : (user?.idSucursal ?? null),
      };
      const current = stale.current;
      let saved: Student;
      try {
        saved = current
          ? // The update sends only the record's id and version with the changes, all of which StudentFields has.
            await stale.guard(
              () => writes.update(current as Student, changes),
              typed(),
              (fresh) => reset(toValues(fresh)),
            )
          : await writes.create(changes);
      } catch (error) {
        const body = error instanceof HttpError ? error.body : null;
        if (!current && body?.type === OTHER_BRANCH && body.data) {
          setTransfer({ msg: error instanceof Error ? error.message : '', person: body.data as Student });
          return;
        }
        throw error;
      }
      notify(messageOf(saved) ?? t(current ? 'app.academics.students.updated' : 'app.academics.students.created'), {
        type: 'success',
      });
      onSaved(saved);
      onClose();
    });

  const confirmTransfer = () =>
    transfer &&
    run(async () => {
      const answer = await dp.transferUser(transfer.person.idUsuario, targetBranch());
      notify(answer.msg, { type: 'success' });
      onSaved({ ...transfer.person, idSucursal: targetBranch() });
      onClose();
    });

  return (
    <>
      <FormDialog
        open={!transfer}
        maxWidth="sm"
        contentSx={{}}
        titleId="student-dialog-title"
        busy={busy}
        onClose={onClose}
        onSubmit={submit(save)}
        title={t(record ? 'app.academics.students.editTitle' : 'app.academics.students.createTitle')}
      >
        {stale.notice}
        <TextField autoFocus {...field('names', 'app.academics.students.names', upper)} />
        <TextField {...field('surnames', 'app.academics.students.surnames', upper)} />
        <TextField {...field('ci', 'app.academics.students.ci')} />
        <TextField
          {...field('phone', 'app.academics.students.phone')}
          helperText={hint('phone', 'app.academics.students.phoneHint')}
        />
        <TextField {...field('email', 'app.academics.students.email')} type="email" />
        {isAdmin ? (
          <TextField select {...field('idBranchoffice', 'app.academics.students.branch')}>
            {(branches.data ?? []).map((b) => (
              <MenuItem key={b.id} value={String(b.id)}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={!!transfer}
        title={t('app.academics.students.transferTitle')}
        busy={busy}
        question={transfer?.msg ?? null}
        onYes={confirmTransfer}
        onNo={onClose}
      />
    </>
  );
}
