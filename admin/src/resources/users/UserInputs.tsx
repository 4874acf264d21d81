import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { PasswordInput, ReferenceInput, SelectInput, TextInput, useGetList } from 'react-admin';
import { maxLengthOf } from '../../../../domain/field-limits';
import { DIGITS, EMAIL_SHAPE, matches, requiredMsg } from '../../common/validators';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useIsAdmin } from '../../providers/useSession';
import type { CatalogueInputsProps } from '../catalogue/types';

const STUDENT_ROLE = 6;

/** Roles a back-office user can have: the active ones except the student role. */
function RoleSelect() {
  const t = useAppTranslate();
  const { data, isPending } = useGetList('roles', {
    filter: { estado: 1 },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'idRol', order: 'ASC' },
  });
  const choices = (data ?? [])
    .filter((r) => Number(r.idRol ?? r.id) !== STUDENT_ROLE)
    .map((r) => ({ id: Number(r.idRol ?? r.id), name: String(r.nombreRol) }));
  return (
    <SelectInput
      source="idRol"
      label={t('app.catalogues.fields.role')}
      choices={choices}
      isPending={isPending}
      validate={requiredMsg(t('app.catalogues.rules.roleSelect'))}
      fullWidth
      translateChoice={false}
    />
  );
}

/** The column's maxLength on a react-admin input. */
const limit = (field: string) => ({ slotProps: { htmlInput: { maxLength: maxLengthOf(field) } } });

/** The /user form: any back-office role. */
export function UserInputs({ mode }: CatalogueInputsProps) {
  return <PersonInputs mode={mode} roleSelect={<RoleSelect />} />;
}

/**
 * The teacher/user form with the rules of spec 02 §5; branch, user name and password only for role 1
 * (spec 02 §6: role 2 registers in its own branch and never sets credentials); the password only when creating.
 */
export function PersonInputs({ mode, roleSelect }: { mode: CatalogueInputsProps['mode']; roleSelect: ReactNode }) {
  const t = useAppTranslate();
  const isAdmin = useIsAdmin();
  const departmentId = session.departmentId();
  const half = { xs: 12, sm: 6 } as const;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={half}>
        <TextInput
          source="nombres"
          {...limit('nombres')}
          label={t('app.catalogues.fields.names')}
          fullWidth
          validate={requiredMsg(t('app.catalogues.rules.names'))}
        />
      </Grid>
      <Grid size={half}>
        <TextInput
          source="apellidos"
          {...limit('apellidos')}
          label={t('app.catalogues.fields.surnames')}
          fullWidth
          validate={requiredMsg(t('app.catalogues.rules.surnames'))}
        />
      </Grid>
      <Grid size={half}>
        <TextInput
          source="ci"
          {...limit('ci')}
          label={t('app.catalogues.fields.ci')}
          fullWidth
          validate={requiredMsg(t('app.catalogues.rules.ci'))}
        />
      </Grid>
      <Grid size={half}>
        <TextInput
          source="telefono"
          {...limit('telefono')}
          label={t('app.catalogues.fields.phone')}
          fullWidth
          validate={[
            requiredMsg(t('app.catalogues.rules.phone')),
            matches(DIGITS, t('app.catalogues.rules.phoneInvalid')),
          ]}
        />
      </Grid>
      <Grid size={12}>
        <TextInput
          source="email"
          {...limit('email')}
          label={t('app.catalogues.fields.email')}
          fullWidth
          validate={[
            requiredMsg(t('app.catalogues.rules.email')),
            matches(EMAIL_SHAPE, t('app.catalogues.rules.emailInvalid')),
          ]}
        />
      </Grid>
      {isAdmin ? (
        <Grid size={half}>
          <ReferenceInput
            source="idSucursal"
            reference="branch-offices"
            perPage={200}
            filter={{ estado: 1, ...(departmentId ? { idDepartamento: departmentId } : {}) }}
            sort={{ field: 'nombreSucursal', order: 'ASC' }}
          >
            <SelectInput
              label={t('app.catalogues.fields.branch')}
              optionText="nombreSucursal"
              fullWidth
              validate={requiredMsg(t('app.catalogues.rules.branchSelect'))}
            />
          </ReferenceInput>
        </Grid>
      ) : null}
      <Grid size={half}>{roleSelect}</Grid>
      {isAdmin ? (
        <Grid size={half}>
          <TextInput
            source="usuario"
            {...limit('usuario')}
            label={t('app.catalogues.fields.user')}
            fullWidth
            autoComplete="off"
          />
        </Grid>
      ) : null}
      {isAdmin && mode === 'create' ? (
        <Grid size={half}>
          <PasswordInput
            source="password"
            {...limit('pass')}
            label={t('app.catalogues.fields.password')}
            fullWidth
            autoComplete="new-password"
          />
        </Grid>
      ) : null}
    </Grid>
  );
}
