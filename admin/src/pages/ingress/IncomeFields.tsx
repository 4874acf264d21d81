import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { financeKeys, type Income, type IncomeType, type Level } from '../../providers/calls/finance';
import type { AppDataProvider } from '../../providers/dataProvider';
import { amountText, moneyErrors, upperText } from '../../common/finance/moneyForm';
import { typedChanges } from '../../common/useStaleRecord';

/** The two-column grid of the money-entry forms (one column on phones). */
export const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The fields every income form shares (spec 02 §3 income form): Nombre, Detalle, Pago, Tipo. */
export interface IncomeValues {
  name: string;
  ingressDetail: string;
  total: string;
  idIngressType: string;
}
export type IncomeErrors = Partial<Record<keyof IncomeValues, string>>;

export function useIncomeValues(record: Income | null) {
  const t = useAppTranslate();
  const toValues = (r: Income | null): IncomeValues => ({
    name: r?.nombre ?? '',
    ingressDetail: r?.detalleIngreso ?? '',
    total: r ? String(r.total) : '',
    idIngressType: r ? String(r.idTipoIngreso) : '',
  });
  const [values, setValues] = useState<IncomeValues>(toValues(record));
  const [loaded, setLoaded] = useState<IncomeValues>(values);
  const [errors, setErrors] = useState<IncomeErrors>({});
  /** Spec 02 §5: Pago 'Ingrese un Pago', Tipo 'Ingrese un Tipo', Nombre 'Ingrese un Nombre'; Detalle optional. */
  const validate = (): IncomeErrors => {
    const found: IncomeErrors = moneyErrors(values, t);
    if (!values.idIngressType) found.idIngressType = t('app.finance.common.typeRequired');
    setErrors(found);
    return found;
  };
  /** Text upper-cased, decimal comma accepted (spec 02 §5). */
  const payload = () => ({
    name: upperText(values.name),
    ingressDetail: upperText(values.ingressDetail),
    total: amountText(values.total),
    idIngressType: Number(values.idIngressType),
  });
  /** Editing a field clears its message until the next save. */
  const change = (next: IncomeValues) => {
    setErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(next) as Array<keyof IncomeValues>) if (next[key] !== values[key]) delete kept[key];
      return kept;
    });
    setValues(next);
  };
  /** After a stale save: the current income in the fields, and what the user had typed, named. */
  const reset = (fresh: Income) => {
    const next = toValues(fresh);
    setLoaded(next);
    setValues(next);
  };
  const typed = () =>
    typedChanges(values, loaded, {
      name: t('app.finance.common.name'),
      total: t('app.finance.common.total'),
      ingressDetail: t('app.finance.common.detail'),
    });
  return { values, setValues: change, errors, setErrors, validate, payload, reset, typed };
}

export function IncomeFields({
  values,
  errors,
  types,
  onChange,
}: {
  values: IncomeValues;
  errors: IncomeErrors;
  types: IncomeType[];
  onChange: (values: IncomeValues) => void;
}) {
  const t = useAppTranslate();
  const set = (key: keyof IncomeValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <Box sx={twoColumns}>
      <TextField
        label={t('app.finance.common.name')}
        value={values.name}
        onChange={set('name')}
        required
        error={!!errors.name}
        helperText={errors.name}
        sx={{ gridColumn: { sm: '1 / -1' } }}
        slotProps={{ htmlInput: { maxLength: 150, 'data-testid': 'income-name' } }}
      />
      <TextField
        label={t('app.finance.common.total')}
        value={values.total}
        onChange={set('total')}
        required
        error={!!errors.total}
        helperText={errors.total}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'income-total' } }}
      />
      <TextField
        select
        label={t('app.finance.common.type')}
        value={values.idIngressType}
        onChange={set('idIngressType')}
        required
        error={!!errors.idIngressType}
        helperText={errors.idIngressType || (types.length ? undefined : t('app.finance.ingress.noTypes'))}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'income-type' } as object } }}
      >
        {types.map((type) => (
          <MenuItem key={type.idTipoIngreso} value={String(type.idTipoIngreso)}>
            {type.nombreTipoIngreso}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('app.finance.common.detail')}
        value={values.ingressDetail}
        onChange={set('ingressDetail')}
        multiline
        minRows={2}
        sx={{ gridColumn: { sm: '1 / -1' } }}
        slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'income-detail' } }}
      />
    </Box>
  );
}

// Stable empty lists while loading, so dialogs that compare them by identity do not see a change each render.
const NONE: IncomeType[] = [];
const NO_LEVELS: Level[] = [];

/** The department's income types of one kind and, for package and practice, its levels. */
export function useIncomeOptions(departmentId: number, kind: number, withLevels = false) {
  const dp = useDataProvider<AppDataProvider>();
  const types = useQuery({
    queryKey: financeKeys.incomeTypes(departmentId, kind),
    queryFn: () => dp.incomeTypes(departmentId, kind),
  });
  const levels = useQuery({
    queryKey: financeKeys.levels(departmentId),
    queryFn: () => dp.levels(departmentId),
    enabled: withLevels,
  });
  return { types: types.data ?? NONE, levels: levels.data ?? NO_LEVELS };
}

/** The Nivel select of the package and practice forms. */
export function LevelSelect({
  levels,
  value,
  error,
  onChange,
  testId,
}: {
  levels: Level[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const t = useAppTranslate();
  return (
    <TextField
      select
      label={t('app.finance.common.level')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      error={!!error}
      helperText={error}
      slotProps={testId ? { select: { SelectDisplayProps: { 'data-testid': testId } as object } } : undefined}
    >
      {levels.map((l) => (
        <MenuItem key={l.idNivel} value={String(l.idNivel)}>
          {l.nombreNivel}
        </MenuItem>
      ))}
    </TextField>
  );
}
