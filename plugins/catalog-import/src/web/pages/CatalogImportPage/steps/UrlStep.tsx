import { ErrorPanel, Progress, ResponseError, useApiClient } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { analyzeImportUrl, ImportUrlError } from '../../../api/analyzeImportUrl';
import { integrationsQueryOptions } from '../../../api/catalogImportQueries';
import type { ImportAnalysis } from '../../../api/importAnalysis';
import { StepButtons } from '../../../components/StepButtons';

export interface UrlStepProps {
  initialUrl: string;
  onAnalyzed(url: string, analysis: ImportAnalysis): void;
}

const HELPER_TEXT =
  'The URL of a repository, or of a catalog-info.yaml file in one, ' +
  'e.g. https://github.com/acme/payments/blob/main/catalog-info.yaml';

/**
 * The first step: a URL, analysed when submitted. Problems with the URL itself (and the server's
 * 4xx answers about it) are shown under the field; any other failure in an error panel.
 */
export function UrlStep({ initialUrl, onAnalyzed }: UrlStepProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(initialUrl);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);

  const analyze = useMutation({
    mutationFn: (text: string) =>
      analyzeImportUrl(text, {
        api,
        integrations: () => queryClient.fetchQuery(integrationsQueryOptions(api)),
      }),
    onSuccess: (analysis, text) => onAnalyzed(text, analysis),
  });
  const error = analyze.error ?? undefined;
  const fieldError = error && isAboutTheUrl(error) ? error.message : undefined;
  const failure = error && !fieldError ? error : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={event => {
        event.preventDefault();
        if (!analyze.isPending) analyze.mutate(url);
      }}
    >
      <Typography variant="body1" sx={{ mb: 2 }}>
        Enter the URL of your source code repository, or of a catalog file in it, to add its
        software to the catalog.
      </Typography>
      <TextField
        inputRef={input}
        label="Repository URL"
        placeholder="https://github.com/acme/payments"
        value={url}
        onChange={event => {
          setUrl(event.target.value);
          if (analyze.isError) analyze.reset();
        }}
        error={fieldError !== undefined}
        helperText={fieldError ?? HELPER_TEXT}
        // The problem replaces the hint while the cursor stays in the field: announce it.
        slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
        fullWidth
        required
        type="url"
        autoComplete="url"
      />
      {analyze.isPending && <Progress />}
      {failure && (
        <Box role="alert" sx={{ mt: 2 }}>
          <ErrorPanel
            error={failure}
            title={`Failed to generate entity definitions: ${describeFailure(failure)}`}
          />
        </Box>
      )}
      <StepButtons>
        {/* Not disabled while busy: a disabled button drops the keyboard focus. */}
        <Button type="submit" variant="contained">
          Analyze
        </Button>
      </StepButtons>
    </Box>
  );
}

function isAboutTheUrl(error: Error): boolean {
  if (error instanceof ImportUrlError) return true;
  return error instanceof ResponseError && error.statusCode >= 400 && error.statusCode < 500;
}

/** The status and the server's message, or what went wrong before an answer came. */
function describeFailure(error: Error): string {
  if (error instanceof ResponseError && error.body) return `${error.statusCode} ${error.message}`;
  return error.message;
}
