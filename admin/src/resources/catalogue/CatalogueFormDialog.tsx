import { useState } from 'react';
import {
  HttpError,
  useCreate,
  useDataProvider,
  useListContext,
  useNotify,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { RecordFormDialog } from '../../common/RecordFormDialog';
import { useStaleRecord, type TypedValue } from '../../common/useStaleRecord';
import { normalise } from '../../common/validators';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { CatalogueInputs, upperSources } from './CatalogueInputs';
import type { CatalogueConfig, ExistsElsewhereProps, FormMode, RouteParams } from './types';
import { messageOf, useCatalogueTexts } from './useCatalogueTexts';

export interface CatalogueFormDialogProps {
  config: CatalogueConfig;
  /** Null to create. */
  record: RaRecord | null;
  params: RouteParams;
  onClose: () => void;
}

/** The create/edit dialog with Cancelar / Guardar; the server's `msg` (or ours) goes to the snackbar. */
export function CatalogueFormDialog({ config, record, params, onClose }: CatalogueFormDialogProps) {
  const t = useAppTranslate();
  const texts = useCatalogueTexts(config.texts);
  const notify = useNotify();
  const { refetch } = useListContext();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [busy, setBusy] = useState(false);
  const [elsewhere, setElsewhere] = useState<Omit<ExistsElsewhereProps, 'onDone' | 'onCancel'> | null>(null);
  const mode: FormMode = record ? 'edit' : 'create';
  const dataProvider = useDataProvider();
  // The record the form saves from: replaced by the current one after a stale save (its version included).
  const stale = useStaleRecord<RaRecord>(
    record,
    async (r) => (await dataProvider.getOne(config.resource, { id: r.id })).data,
  );
  const current = stale.current;
  const initial = current ? (config.toForm?.(current) ?? current) : (config.defaults?.(params) ?? {});
  // Names for what the user typed, from the form's fields and the list's columns.
  const labels = new Map<string, string>(
    [...(config.columns ?? []), ...(config.fields ?? [])].map((f) => [f.source, t(f.label)]),
  );
  const typed = (values: Record<string, unknown>): TypedValue[] =>
    [...labels]
      .filter(
        ([source]) => source in values && typeof values[source] === 'string' && values[source] !== initial[source],
      )
      .map(([source, label]) => ({ label, value: String(values[source]) }));

  const done = (data: unknown) => {
    const fallback = t(mode === 'create' ? 'app.catalogues.result.created' : 'app.catalogues.result.updated', {
      noun: texts.noun,
    });
    notify(messageOf(data) ?? fallback, { type: 'success' });
    setBusy(false);
    refetch();
    onClose();
  };
  const failed = (error: unknown, values?: Record<string, unknown>) => {
    const body = error instanceof HttpError ? error.body : null;
    if (config.Transfer && values && body?.type === 3 && body.data) {
      setElsewhere({ msg: String(body.msg ?? ''), person: body.data, values });
      setBusy(false);
      return;
    }
    notify((error as Error)?.message || t('app.common.generic'), { type: 'error' });
    setBusy(false);
  };

  const submit = (values: Record<string, unknown>) => {
    const data = config.toPayload ? config.toPayload(values, mode) : normalise(values, upperSources(config.fields));
    setBusy(true);
    if (current) {
      // react-admin sends the record's fields with `data`, so the version the form was loaded with travels too.
      const saveUpdate = () =>
        new Promise<unknown>((resolve, reject) =>
          update(
            config.resource,
            { id: current.id, data, previousData: current },
            { mutationMode: 'pessimistic', onSuccess: resolve, onError: reject },
          ),
        );
      // After a stale save the list behind the dialog shows the current data too.
      stale.guard(saveUpdate, typed(values), () => refetch()).then(done, failed);
    } else {
      create(config.resource, { data }, { onSuccess: done, onError: (error) => failed(error, data) });
    }
  };

  const Inputs = config.Inputs;
  const Transfer = config.Transfer;
  if (Transfer && elsewhere) {
    return (
      <Transfer
        {...elsewhere}
        onCancel={() => setElsewhere(null)}
        onDone={() => {
          refetch();
          onClose();
        }}
      />
    );
  }
  return (
    <RecordFormDialog
      titleId="catalogue-dialog-title"
      title={mode === 'create' ? texts.createTitle : texts.editTitle}
      maxWidth={config.dialogWidth ?? 'xs'}
      busy={busy}
      record={initial}
      onSubmit={submit}
      onClose={onClose}
      formKey={current?.version}
    >
      {stale.notice}
      {Inputs ? <Inputs mode={mode} params={params} /> : <CatalogueInputs fields={config.fields ?? []} />}
    </RecordFormDialog>
  );
}
