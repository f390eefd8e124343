import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReviewEntry } from './reviewEntries';

export interface ReviewStepProps {
  entries: readonly ReviewEntry[];
}

/** The values about to be sent, one row each; secrets and masked fields show as their mask. */
export function ReviewStep({ entries }: ReviewStepProps) {
  if (entries.length === 0) {
    return <Typography>No values to review.</Typography>;
  }
  return (
    <Table size="small" aria-label="Review">
      <TableBody>
        {entries.map(entry => (
          <TableRow key={entry.key}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 'bold', width: '30%' }}>
              {entry.label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {entry.value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
