import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '../MarkdownText/MarkdownText';

export interface ExamplesListProps {
  examples: ReadonlyArray<{ description?: string; example: string; notes?: string }> | undefined;
  /** What the examples show, for their labels: 'Example 1 of fetch:template'. */
  subject: string;
  headingVariant?: 'h6' | 'subtitle1';
}

/** The 'Examples' of an action or templating extension, each as a code block; nothing when none. */
export function ExamplesList({ examples, subject, headingVariant = 'h6' }: ExamplesListProps) {
  if (!examples || examples.length === 0) return null;
  return (
    <>
      <Typography variant={headingVariant} component="h3" sx={{ mt: 2 }}>
        Examples
      </Typography>
      {examples.map((example, index) => (
        <Box key={index} sx={{ mt: 1 }}>
          {example.description && <Typography variant="body2">{example.description}</Typography>}
          <CodeBlock text={example.example} label={`Example ${index + 1} of ${subject}`} />
          {example.notes && (
            <Typography variant="body2" color="text.secondary">
              {example.notes}
            </Typography>
          )}
        </Box>
      ))}
    </>
  );
}
