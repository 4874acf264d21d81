import { useEffect } from 'react';
import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isNumeric, numberBetween, requiredMsg, type Validator } from '../../common/validators';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useChoices } from '../catalogue/CatalogueInputs';
import type { Choice } from '../catalogue/types';

export const PRACTICE = 2;

export const CATEGORY_TYPES: readonly Choice[] = [
  { id: 1, name: 'app.catalogues.choices.individual' },
  { id: 2, name: 'app.catalogues.choices.practice' },
];

const STUDENT_COUNTS = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: String(i + 1) }));

/**
 * Nro Alumnos (1 to 10), Nivel (active levels), Tipo and Monto. For Practica the amount is a
 * percentage ('Porcentaje') and the student count is forced to 1 and disabled (spec 02 §2).
 */
export function PaymentCategoryInputs() {
  const t = useAppTranslate();
  const types = useChoices(CATEGORY_TYPES);
  const { setValue } = useFormContext();
  const tipo = Number(useWatch({ name: 'tipo' }));
  const practice = tipo === PRACTICE;

  useEffect(() => {
    if (practice) setValue('nroEstudiante', 1, { shouldValidate: true, shouldDirty: true });
  }, [practice, setValue]);

  const percentRange = numberBetween(0, 100, t('app.catalogues.rules.percentRange'));
  const amountRange: Validator = (value, values) =>
    Number(values?.tipo) === PRACTICE ? percentRange(value) : undefined;
  const positive = numberBetween(0, Number.MAX_SAFE_INTEGER, t('app.catalogues.rules.amountNumber'));

  return (
    <>
      <SelectInput
        source="nroEstudiante"
        label={t('app.catalogues.fields.studentsForm')}
        choices={STUDENT_COUNTS}
        validate={requiredMsg(t('app.catalogues.rules.students'))}
        disabled={practice}
        fullWidth
        translateChoice={false}
      />
      <ReferenceInput
        source="idNivel"
        reference="lesson-levels"
        filter={{ estado: 1 }}
        perPage={200}
        sort={{ field: 'nombreNivel', order: 'ASC' }}
      >
        <SelectInput
          label={t('app.catalogues.fields.level')}
          optionText="nombreNivel"
          validate={requiredMsg(t('app.catalogues.rules.level'))}
          fullWidth
        />
      </ReferenceInput>
      <SelectInput
        source="tipo"
        label={t('app.catalogues.fields.type')}
        choices={types}
        validate={requiredMsg(t('app.catalogues.rules.categoryType'))}
        fullWidth
        translateChoice={false}
      />
      <TextInput
        source="monto"
        label={t(practice ? 'app.catalogues.fields.percent' : 'app.catalogues.fields.amount')}
        fullWidth
        validate={[
          requiredMsg(t('app.catalogues.rules.amount')),
          isNumeric(t('app.catalogues.rules.amountNumber')),
          positive,
          amountRange,
        ]}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </>
  );
}
