import { useState } from 'react';
import { HttpError, useCreate, useListContext, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { RecordFormDialog } from '../../common/RecordFormDialog';
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
  const initial = record ? (config.toForm?.(record) ?? record) : (config.defaults?.(params) ?? {});

  const done = (data: unknown) => {
    const fallback = t(mode === 'create' ? 'app.catalogues.result.created' : 'app.catalogues.result.updated', { noun: texts.noun });
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
    if (record) {
      update(config.resource, { id: record.id, data, previousData: record },
        { mutationMode: 'pessimistic', onSuccess: done, onError: failed });
    } else {
      create(config.resource, { data }, { onSuccess: done, onError: (error) => failed(error, data) });
    }
  };

  const Inputs = config.Inputs;
  const Transfer = config.Transfer;
  if (Transfer && elsewhere) {
    return <Transfer {...elsewhere} onCancel={() => setElsewhere(null)} onDone={() => { refetch(); onClose(); }} />;
  }
  return (
    <RecordFormDialog titleId="catalogue-dialog-title" title={mode === 'create' ? texts.createTitle : texts.editTitle}
      maxWidth={config.dialogWidth ?? 'xs'} busy={busy} record={initial} onSubmit={submit} onClose={onClose}>
      {Inputs ? <Inputs mode={mode} params={params} /> : <CatalogueInputs fields={config.fields ?? []} />}
    </RecordFormDialog>
  );
}
