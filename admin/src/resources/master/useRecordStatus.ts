import type { RaRecord } from 'react-admin';
import { useStatusToggle, type StatusTexts } from '../../common/useStatusToggle';
import type { AppMessageKey } from '../../i18n/es';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { messageOf } from '../catalogue/useCatalogueTexts';
import { useRecordWrites } from './useRecordWrites';

/**
 * 'Informe de …' No / Si over a REST-face resource: the toggle is an update of `estado` through react-admin's
 * useUpdate (the record's version travels with it). The REST face answers the record, so role 1 is told
 * `activated` / `deactivated` unless the answer carries the server's own msg.
 */
export function useRecordStatus<T extends RaRecord & { estado: unknown }>({
  resource,
  texts,
  describe,
  activated,
  deactivated,
  onDone,
}: {
  resource: string;
  texts: StatusTexts;
  describe: (record: T) => string;
  activated: AppMessageKey;
  deactivated: AppMessageKey;
  onDone: () => void;
}) {
  const t = useAppTranslate();
  const writes = useRecordWrites<T>(resource);
  return useStatusToggle<T>({
    texts,
    describe,
    onDone,
    change: async (record, state) => {
      const saved = await writes.update(record, { estado: state });
      return { msg: messageOf(saved) ?? t(state === 1 ? activated : deactivated) };
    },
  });
}
