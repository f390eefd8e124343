import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { FieldExtensionRegistry } from '../../fields/fieldExtensions';
import type { FormStep } from '../../pages/TemplateWizardPage/extractUiSchema';
import { splitSecrets } from '../../pages/TemplateWizardPage/formFields';
import { createStepValidator } from '../../pages/TemplateWizardPage/validateStep';
import { StepForm } from '../StepForm/StepForm';
import { PreviewErrorBoundary } from './PreviewErrorBoundary';

type FormData = Record<string, unknown>;

export interface TemplateFormPreviewProps {
  steps: readonly FormStep[];
  registry: FieldExtensionRegistry;
  formData: FormData;
  onChange: (formData: FormData) => void;
  /** Changes with every edit of the source, so a form that failed to render is tried again. */
  sourceKey: string;
}

/**
 * A template's form as the wizard renders it (same schema split, fields and checks), with every
 * step reachable from the stepper so an author can look at any of them while editing.
 */
export function TemplateFormPreview({
  steps,
  registry,
  formData,
  onChange,
  sourceKey,
}: TemplateFormPreviewProps) {
  const [requested, setRequested] = useState(0);
  const [checked, setChecked] = useState<number | undefined>();
  const active = Math.min(requested, Math.max(steps.length - 1, 0));
  const { secrets } = useMemo(() => splitSecrets(steps, formData), [steps, formData]);
  const step = steps[active];
  const customValidate = useMemo(
    () =>
      step ? createStepValidator(step, registry, { formData, integrations: () => [] }) : undefined,
    [step, registry, formData],
  );

  if (!step) {
    return <Typography color="text.secondary">This template asks for no parameters.</Typography>;
  }
  return (
    <Box>
      {steps.length > 1 && (
        <Stepper nonLinear activeStep={active} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {steps.map((item, index) => (
            <Step key={`${index}-${item.title}`}>
              <StepButton onClick={() => setRequested(index)}>{item.title}</StepButton>
            </Step>
          ))}
        </Stepper>
      )}
      <Typography variant="h6" component="h3">
        {step.title}
      </Typography>
      {step.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {step.description}
        </Typography>
      )}
      <PreviewErrorBoundary resetKey={`${sourceKey}#${active}`}>
        <StepForm
          key={active}
          step={step}
          registry={registry}
          formData={formData}
          secrets={secrets}
          customValidate={customValidate}
          onError={() => setChecked(undefined)}
          onChange={data => {
            setChecked(undefined);
            onChange(data);
          }}
          onSubmit={() => setChecked(active)}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button type="submit" variant="outlined">
              Check step
            </Button>
          </Box>
        </StepForm>
      </PreviewErrorBoundary>
      {checked === active && (
        <Alert severity="success" sx={{ mt: 1 }}>
          The step&apos;s values are valid.
        </Alert>
      )}
    </Box>
  );
}
