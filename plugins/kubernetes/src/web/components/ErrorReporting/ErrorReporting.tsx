import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ClusterObjects, DetectedError } from '../../../shared/contract';
import { tableSx } from '../ClusterPanel/ObjectTable';
import { HelpDialog } from '../HelpDialog/HelpDialog';

export interface ErrorReportingProps {
  items: ClusterObjects[];
  detected: ReadonlyMap<string, DetectedError[]>;
}

interface Row {
  clusterName: string;
  error: DetectedError;
}

/**
 * Spec 000 §2: the detected errors of every cluster. A plain table: one dialog for the whole
 * table keeps each row to a few DOM nodes.
 */
export function ErrorReporting({ items, detected }: ErrorReportingProps) {
  const [help, setHelp] = useState<Row>();
  const rows: Row[] = items.flatMap(item =>
    (detected.get(item.cluster.name) ?? []).map(error => ({
      clusterName: item.cluster.name,
      error,
    })),
  );
  return (
    <Box component="section" aria-labelledby="kubernetes-error-reporting">
      <Typography id="kubernetes-error-reporting" variant="h6" component="h2">
        Error Reporting
      </Typography>
      {rows.length === 0 ? (
        <Typography>No errors detected on any cluster.</Typography>
      ) : (
        <Box component="table" aria-labelledby="kubernetes-error-reporting" sx={tableSx}>
          <thead>
            <tr>
              <th>Cluster</th>
              <th>Namespace</th>
              <th>Name</th>
              <th>Kind</th>
              <th>Message</th>
              <th>Occurrences</th>
              <th>Fix</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <td>{row.clusterName}</td>
                <td>{row.error.sourceRef.namespace}</td>
                <td>{row.error.sourceRef.name}</td>
                <td>{row.error.sourceRef.kind}</td>
                <td>{row.error.message}</td>
                <td>{row.error.occurrenceCount}</td>
                <td>
                  {row.error.proposedFix && (
                    <Button size="small" onClick={() => setHelp(row)}>
                      Help
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      {help && (
        <HelpDialog
          clusterName={help.clusterName}
          error={help.error}
          onClose={() => setHelp(undefined)}
        />
      )}
    </Box>
  );
}
