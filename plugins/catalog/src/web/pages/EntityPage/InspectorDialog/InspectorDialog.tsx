import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DEFAULT_NAMESPACE, type Entity } from '@atrium/model';
import { dump } from 'js-yaml';
import { useId } from 'react';
import { AncestryTab } from './AncestryTab';
import { ColocatedTab } from './ColocatedTab';
import type { InspectTab } from './inspectTab';
import { OverviewTab } from './OverviewTab';
import { RawDataTab } from './RawDataTab';

const TAB_TITLES: Record<InspectTab, string> = {
  overview: 'Overview',
  ancestry: 'Ancestry',
  colocated: 'Colocated',
  json: 'Raw JSON',
  yaml: 'Raw YAML',
};

export interface InspectorDialogProps {
  entity: Entity;
  open: boolean;
  tab: InspectTab;
  onSelectTab: (tab: InspectTab) => void;
  onClose: () => void;
}

/** Spec 001 §2 "Inspector dialog tabs"; the page keeps the open tab in the URL. */
export function InspectorDialog({ entity, open, tab, onSelectTab, onClose }: InspectorDialogProps) {
  const titleId = useId();
  const panelId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>Entity Inspector</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', gap: 2, minHeight: 400 }}>
        <Tabs
          orientation="vertical"
          value={tab}
          onChange={(_event, value: InspectTab) => onSelectTab(value)}
          aria-label="Inspector tabs"
          sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
        >
          {Object.entries(TAB_TITLES).map(([value, title]) => (
            <Tab key={value} value={value} label={title} id={`${panelId}-${value}`} />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          aria-labelledby={`${panelId}-${tab}`}
          sx={{ flexGrow: 1, minWidth: 0 }}
        >
          <TabContent entity={entity} tab={tab} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function TabContent({ entity, tab }: { entity: Entity; tab: InspectTab }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab entity={entity} />;
    case 'ancestry':
      return (
        <AncestryTab
          entityRef={{
            kind: entity.kind,
            namespace: entity.metadata.namespace ?? DEFAULT_NAMESPACE,
            name: entity.metadata.name,
          }}
        />
      );
    case 'colocated':
      return <ColocatedTab entity={entity} />;
    case 'json':
      return <RawDataTab text={JSON.stringify(entity, undefined, 2)} copyLabel="Copy JSON" />;
    case 'yaml':
      // Spec 001 §2: keys sorted, so two entities compare line by line.
      return (
        <RawDataTab text={dump(entity, { sortKeys: true, lineWidth: -1 })} copyLabel="Copy YAML" />
      );
  }
}
