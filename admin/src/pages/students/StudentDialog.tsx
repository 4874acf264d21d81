import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useFormFields, type FieldErrors } from '../../common/useFormFields';
import { useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useIsAdmin, useSession } from '../../providers/useSession';
import { useAcademicsApi, useLoad, type Student } from '../semesters/academicsApi';

type Values = { names: string; surnames: string; ci: string; phone: string; email: string; idBranchoffice: string };
const PHONE = /^\d{8}(-\d{8})?$/;
/** insertStudent types that mean "saved" (spec 01 §4); anything else: the ci is a student of another branch. */
const SAVED_TYPES = [0, 1, 2];

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
  record: Student | null;
  onClose: () => void;
  /** After a save (types 0–2) or a transfer, with the student as the server answered it. */
  onSaved: (student: Student) => void;
}

/** Create or edit a student; a ci registered in another branch opens the transfer confirmation (users/updateTransferUser). */
export function StudentDialog({ record, onClose, onSaved }: StudentDialogProps) {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useAcademicsApi();
  const isAdmin = useIsAdmin();
  const { user } = useSession();
  const dept = session.departmentId() ?? 0;
  const branches = useLoad(() => (isAdmin ? api.branches(dept) : Promise.resolve([])), [api, dept, isAdmin]);
  const { busy, run } = useBusyAction();
  const toValues = (r: Student | null): Values => ({
    names: r?.nombres ?? '', surnames: r?.apellidos ?? '', ci: r?.ci ?? '', phone: r?.telefono ?? '',
    email: r?.email ?? '', idBranchoffice: r?.idSucursal ? String(r.idSucursal) : '',
  });
  const { values, field, hint, submit, reset, typed } = useFormFields<Values>(toValues(record), (v) => validate(v, isAdmin));
  const stale = useStaleRecord(record, (r) => api.student(r.idUsuario));
  const [transfer, setTransfer] = useState<{ msg: string; person: Student } | null>(null);
  const upper = { style: { textTransform: 'uppercase' as const } };
  const targetBranch = () => (isAdmin ? Number(values.idBranchoffice) : Number(user?.idSucursal));

  const save = () => run(async () => {
    const body = {
      names: values.names.trim().toUpperCase(), surnames: values.surnames.trim().toUpperCase(), ci: values.ci.trim(), phone: values.phone.trim(),
      email: values.email.trim(), idBranchoffice: isAdmin ? Number(values.idBranchoffice) : user?.idSucursal ?? null, idRole: 6, idDepartament: dept,
    };
    const current = stale.current;
    const answer = current
      ? await stale.guard(() => api.updateStudent({ ...body, idStudent: current.idUsuario, version: current.version }), typed(), (fresh) => reset(toValues(fresh)))
      : await api.insertStudent({ ...body, creationDate: new Date().toISOString() });
    if (!record && !SAVED_TYPES.includes(answer.type ?? 0) && answer.data) {
      setTransfer({ msg: answer.msg, person: answer.data });
      return;
    }
    notify(answer.msg, { type: 'success' });
    if (answer.data) onSaved(answer.data);
    onClose();
  });

  const confirmTransfer = () => transfer && run(async () => {
    const answer = await api.transfer(transfer.person.idUsuario, targetBranch());
    notify(answer.msg, { type: 'success' });
    onSaved({ ...transfer.person, idSucursal: targetBranch() });
    onClose();
  });

  return (
    <>
      <FormDialog open={!transfer} maxWidth="sm" contentSx={{}} titleId="student-dialog-title" busy={busy} onClose={onClose} onSubmit={submit(save)}
        title={t(record ? 'app.academics.students.editTitle' : 'app.academics.students.createTitle')}>
        {stale.notice}
        <TextField autoFocus {...field('names', 'app.academics.students.names', upper)} />
        <TextField {...field('surnames', 'app.academics.students.surnames', upper)} />
        <TextField {...field('ci', 'app.academics.students.ci')} />
        <TextField {...field('phone', 'app.academics.students.phone')} helperText={hint('phone', 'app.academics.students.phoneHint')} />
        <TextField {...field('email', 'app.academics.students.email')} type="email" />
        {isAdmin ? (
          <TextField select {...field('idBranchoffice', 'app.academics.students.branch')}>
            {(branches.data ?? []).map((b) => <MenuItem key={b.id} value={String(b.id)}>{b.name}</MenuItem>)}
          </TextField>
        ) : null}
      </FormDialog>
      <ConfirmDialog open={!!transfer} title={t('app.academics.students.transferTitle')} busy={busy}
        question={transfer?.msg ?? null}
        onYes={confirmTransfer} onNo={onClose} />
    </>
  );
}
