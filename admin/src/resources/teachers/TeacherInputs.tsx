import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider } from 'react-admin';
import { requiredMsg } from '../../common/validators';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { CatalogueInputsProps } from '../catalogue/types';
import { PersonInputs } from '../users/UserInputs';
import { usersKeys } from '../../providers/calls/users';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The teacher types (roles 3–5) from roles/selectTeacherRoles, which role 2 may read too. */
function TeacherRoleSelect() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  // A failed read leaves the select empty rather than waiting.
  const { data: roles, isError } = useQuery({ queryKey: usersKeys.teacherRoles(), queryFn: () => dp.teacherRoles() });
  return (
    <SelectInput
      source="idRol"
      label={t('app.catalogues.fields.type')}
      isPending={!roles && !isError}
      translateChoice={false}
      fullWidth
      choices={(roles ?? []).map((r) => ({ id: r.idRol, name: r.nombreRol }))}
      validate={requiredMsg(t('app.catalogues.rules.roleSelect'))}
    />
  );
}

/** The teacher form of spec 02 §5. */
export function TeacherInputs({ mode }: CatalogueInputsProps) {
  return <PersonInputs mode={mode} roleSelect={<TeacherRoleSelect />} />;
}
