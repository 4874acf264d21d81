import { useListContext, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import type { CatalogueConfig } from './types';
import { isActive, messageOf, useCatalogueTexts } from './useCatalogueTexts';

/**
 * 'Informe de …' with No / Si. Role 1 toggles (estado 0 when active, 1 when inactive) and sees the
 * question; other roles 'Eliminar' (estado 0) without it (spec 02 §2, §4).
 */
export function StatusDialog({
  config,
  record,
  onClose,
}: {
  config: CatalogueConfig;
  record: RaRecord;
  onClose: () => void;
}) {
  const t = useAppTranslate();
  const texts = useCatalogueTexts(config.texts);
  const notify = useNotify();
  const isAdmin = useIsAdmin();
  const { refetch } = useListContext();
  const [update, { isPending }] = useUpdate();
  const active = isActive(record.estado);
  const next = isAdmin && !active ? 1 : 0;
  const options = { noun: texts.noun, name: config.describe(record) };
  const question = isAdmin
    ? t(active ? 'app.catalogues.confirm.deactivate' : 'app.catalogues.confirm.activate', options)
    : null;

  const confirm = () => {
    update(
      config.resource,
      { id: record.id, data: { ...record, estado: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (data) => {
          const key = !isAdmin
            ? 'app.catalogues.result.deleted'
            : next === 1
              ? 'app.catalogues.result.activated'
              : 'app.catalogues.result.deactivated';
          notify(messageOf(data) ?? t(key, { noun: texts.noun }), { type: next === 1 ? 'success' : 'warning' });
          refetch();
          onClose();
        },
        onError: (error) => notify((error as Error)?.message || t('app.common.generic'), { type: 'error' }),
      },
    );
  };

  return (
    <ConfirmDialog open title={texts.report} question={question} busy={isPending} onYes={confirm} onNo={onClose} />
  );
}
