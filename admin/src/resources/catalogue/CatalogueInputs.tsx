import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { maxLengthOf } from '../../../../domain/field-limits';
import { requiredMsg } from '../../common/validators';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { Choice, FieldSpec } from './types';

/** Choices with their Spanish names, ready for a SelectInput. */
export function useChoices(choices: readonly Choice[]) {
  const t = useAppTranslate();
  return choices.map((choice) => ({ id: choice.id, name: t(choice.name) }));
}

function FieldInput({ field }: { field: FieldSpec }) {
  const t = useAppTranslate();
  const validate = field.required ? requiredMsg(t(field.required)) : undefined;
  const label = t(field.label);
  const choices = useChoices(field.kind === 'select' ? field.choices : []);
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput source={field.source} label={label} defaultValue={false} />;
    case 'select':
      return (
        <SelectInput
          source={field.source}
          label={label}
          choices={choices}
          validate={validate}
          fullWidth
          translateChoice={false}
        />
      );
    case 'reference':
      return (
        <ReferenceInput
          source={field.source}
          reference={field.reference}
          filter={field.filter}
          perPage={200}
          sort={{ field: field.optionText, order: 'ASC' }}
        >
          <SelectInput label={label} optionText={field.optionText} validate={validate} fullWidth />
        </ReferenceInput>
      );
    default:
      return (
        <TextInput
          source={field.source}
          label={label}
          validate={validate}
          fullWidth
          multiline={field.multiline}
          minRows={field.multiline ? 2 : undefined}
          slotProps={{
            htmlInput: {
              maxLength: maxLengthOf(field.source),
              style: field.upper ? { textTransform: 'uppercase' } : undefined,
            },
          }}
        />
      );
  }
}

/** The form inputs generated from a catalogue's field list. */
export function CatalogueInputs({ fields }: { fields: readonly FieldSpec[] }) {
  return (
    <>
      {fields.map((field) => (
        <FieldInput key={field.source} field={field} />
      ))}
    </>
  );
}

/** Default payload: trimmed strings, upper-cased where the field says so. */
export function upperSources(fields: readonly FieldSpec[] | undefined): string[] {
  return (fields ?? []).filter((f) => f.kind === 'text' && f.upper).map((f) => f.source);
}
