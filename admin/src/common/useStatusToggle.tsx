import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { AppMessageKey } from '../i18n/es';
import { useAppTranslate } from '../i18n/i18nProvider';
import { useIsAdmin } from '../providers/useSession';
import { ConfirmDialog } from './ConfirmDialog';
import { isActive, nextState } from './StatusButtons';
import { useBusyAction } from './useBusyAction';

export interface StatusTexts {
  /** 'Informe de …' */
  report: AppMessageKey;
  confirmDelete: AppMessageKey;
  confirmDeactivate: AppMessageKey;
  confirmActivate: AppMessageKey;
  /** What other roles than 1 are told after 'Eliminar'. */
  deleted: AppMessageKey;
}

/**
 * The status change of a list row after 'Informe de …' No / Si: role 1 toggles and is told the server's
 * msg; other roles only delete (state 0) and see `deleted` (spec 01 §4). `ask(record)` opens the
 * confirmation; render `dialog` once in the page.
 */
export function useStatusToggle<T extends { estado: unknown }>({
  texts,
  describe,
  change,
  onDone,
}: {
  texts: StatusTexts;
  describe: (record: T) => string;
  change: (record: T, state: number) => Promise<{ msg: string }>;
  onDone: () => void;
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const isAdmin = useIsAdmin();
  const { busy, run } = useBusyAction();
  const [toggling, setToggling] = useState<T | null>(null);

  const confirm = async () => {
    if (!toggling) return;
    const state = nextState(toggling.estado, isAdmin);
    await run(async () => {
      const answer = await change(toggling, state);
      notify(isAdmin ? answer.msg : t(texts.deleted), { type: state === 1 ? 'success' : 'warning' });
      setToggling(null);
      onDone();
    });
  };
  const question = (record: T) =>
    t(!isAdmin ? texts.confirmDelete : isActive(record.estado) ? texts.confirmDeactivate : texts.confirmActivate, {
      name: describe(record),
    });

  const dialog = (
    <ConfirmDialog
      open={!!toggling}
      title={t(texts.report)}
      question={toggling ? question(toggling) : null}
      busy={busy}
      onYes={confirm}
      onNo={() => setToggling(null)}
    />
  );
  return { ask: setToggling, dialog };
}
