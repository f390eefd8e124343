import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The data a previewed form produces, as the template's steps would receive it. */
export function FormDataView({ formData }: { formData: Record<string, unknown> }) {
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 1 }}>
        Form data
      </Typography>
      <Box
        component="pre"
        aria-label="Form data"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'background.default',
          borderRadius: 1,
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
        }}
      >
        {JSON.stringify(formData, undefined, 2)}
      </Box>
    </>
  );
}
