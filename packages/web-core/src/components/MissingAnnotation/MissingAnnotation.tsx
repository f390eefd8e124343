import type { Entity } from '@atrium/model';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface MissingAnnotationProps {
  entity: Entity;
  /** Lines under `annotations:` of the example, without indentation; `# …` comments allowed. */
  exampleAnnotations: readonly string[];
  /** What to add and what it shows, as paragraphs. */
  children: ReactNode;
  /** Below the example, e.g. a link to the plugin's documentation. */
  action?: ReactNode;
}

/**
 * The empty state of an entity-page tab whose plugin needs an annotation the entity lacks: what to
 * add, and the entity's own YAML with it, ready to copy.
 */
export function MissingAnnotation({
  entity,
  exampleAnnotations,
  children,
  action,
}: MissingAnnotationProps) {
  const headingId = useId();
  const example = [
    `apiVersion: ${entity.apiVersion}`,
    `kind: ${entity.kind}`,
    'metadata:',
    `  name: ${entity.metadata.name}`,
    '  annotations:',
    ...exampleAnnotations.map(line => `    ${line}`),
  ].join('\n');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        Missing annotation
      </Typography>
      {children}
      <Box
        component="pre"
        aria-label="YAML example"
        sx={{ bgcolor: 'action.hover', p: 2, mt: 2, borderRadius: 1, overflowX: 'auto' }}
      >
        {example}
      </Box>
      {action}
    </Box>
  );
}
