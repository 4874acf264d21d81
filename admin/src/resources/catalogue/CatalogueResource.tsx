import { useState } from 'react';
import { Box, Button, Card, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, ResourceContextProvider, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Breadcrumb, type Crumb } from '../../common/Breadcrumb';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { CatalogueFormDialog } from './CatalogueFormDialog';
import { CatalogueTable, PER_PAGE } from './CatalogueTable';
import { ListSearch } from './ListSearch';
import { StatusDialog } from './StatusDialog';
import type { CatalogueConfig } from './types';
import { useCatalogueTexts } from './useCatalogueTexts';

/**
 * One administration catalogue page over the REST face: breadcrumb, title, 'Nuevo …' button, the
 * list, the create/edit dialog and the status confirmation, all driven by `config`.
 */
export function CatalogueResource({ config }: { config: CatalogueConfig }) {
  const t = useAppTranslate();
  const texts = useCatalogueTexts(config.texts);
  const params = useParams();
  const isAdmin = useIsAdmin();
  // undefined: closed; null: creating; a record: editing.
  const [editing, setEditing] = useState<RaRecord | null | undefined>(undefined);
  const [toggling, setToggling] = useState<RaRecord | null>(null);
  // Role 1 sees inactive records too; other roles only active ones (spec 01 §6).
  const filter = { ...config.filter?.(params), ...(isAdmin ? {} : { estado: 1 }) };
  const crumbs: Crumb[] = [{ label: t(config.section ?? 'app.catalogues.breadcrumbSection') }];
  if (config.parent) crumbs.push({ label: t(config.parent.label), to: config.parent.path });
  crumbs.push({ label: texts.title });
  const Controls = config.Controls;
  const Below = config.Below;

  return (
    <ResourceContextProvider value={config.resource}>
      <ListBase
        resource={config.resource}
        filter={filter}
        filterDefaultValues={config.filterDefaults}
        sort={config.sort}
        perPage={PER_PAGE}
        disableSyncWithLocation
        storeKey={false}
      >
        <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
          <Breadcrumb items={crumbs} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              {texts.title}
            </Typography>
            {config.search ? <ListSearch /> : null}
            {Controls ? <Controls /> : null}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {texts.newLabel}
            </Button>
          </Box>
          <Card>
            <CatalogueTable config={config} onEdit={setEditing} onToggle={setToggling} />
          </Card>
          {Below ? <Below /> : null}
        </Box>
        {editing !== undefined ? (
          <CatalogueFormDialog config={config} record={editing} params={params} onClose={() => setEditing(undefined)} />
        ) : null}
        {toggling ? <StatusDialog config={config} record={toggling} onClose={() => setToggling(null)} /> : null}
      </ListBase>
    </ResourceContextProvider>
  );
}
