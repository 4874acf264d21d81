import { useEffect, useState } from 'react';
import { SelectInput } from 'react-admin';
import { requiredMsg } from '../../common/validators';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { CatalogueInputsProps } from '../catalogue/types';
import { PersonInputs } from '../users/UserInputs';
import { useTeachersApi, type TeacherRole } from './teachersApi';

/** The teacher types (roles 3–5) from roles/selectTeacherRoles, which role 2 may read too. */
function TeacherRoleSelect() {
  const t = useAppTranslate();
  const api = useTeachersApi();
  const [roles, setRoles] = useState<TeacherRole[] | null>(null);
  useEffect(() => { api.roles().then(setRoles, () => setRoles([])); }, [api]);
  return (
    <SelectInput source="idRol" label={t('app.catalogues.fields.type')} isPending={roles === null} translateChoice={false} fullWidth
      choices={(roles ?? []).map((r) => ({ id: r.idRol, name: r.nombreRol }))} validate={requiredMsg(t('app.catalogues.rules.roleSelect'))} />
  );
}

/** The teacher form of spec 02 §5. */
export function TeacherInputs({ mode }: CatalogueInputsProps) {
  return <PersonInputs mode={mode} roleSelect={<TeacherRoleSelect />} />;
}
