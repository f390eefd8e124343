import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { describeType, schemaProperties } from './schemaProperties';

export interface SchemaTableProps {
  schema: unknown;
  /** Names the table for assistive technology, e.g. 'Input of fetch:template'. */
  label: string;
}

/** A JSON schema as a table of its properties: name, title and description, type, required. */
export function SchemaTable({ schema, label }: SchemaTableProps) {
  const rows = useMemo(() => schemaProperties(schema), [schema]);
  if (rows.length === 0) {
    const hasSchema = !!schema && typeof schema === 'object';
    return (
      <Typography variant="body2" color="text.secondary">
        {hasSchema && Object.keys(schema).length > 0
          ? `Type: ${describeType(schema as Record<string, unknown>)}`
          : 'No schema'}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Title</TableCell>
          <TableCell>Description</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Required</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(row => (
          <TableRow key={row.name}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{row.name}</TableCell>
            <TableCell>{row.title ?? ''}</TableCell>
            <TableCell>{row.description ?? ''}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{row.type}</TableCell>
            <TableCell>{row.required ? 'Yes' : 'No'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
