import { useApiClient } from '@atrium/web-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ErrorSchema } from '@rjsf/utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { createTask, CreateTaskError, type ScmIntegration } from '../../api/templatesApi';
import { integrationsQueryOptions } from '../../api/templatesQueries';
import { StepForm } from '../../components/StepForm/StepForm';
import type { FieldExtensionRegistry } from '../../fields/fieldExtensions';
import { taskPath } from '../../routes';
import type { FormStep } from './extractUiSchema';
import { splitSecrets } from './formFields';
import { ReviewStep } from './ReviewStep';
import { reviewEntries } from './reviewEntries';
import { firstStepWithProblem, problemsToErrorSchema } from './serverErrors';
import { createStepValidator } from './validateStep';

type FormData = Record<string, unknown>;

export interface TemplateWizardProps {
  templateRef: string;
  steps: readonly FormStep[];
  registry: FieldExtensionRegistry;
  initialFormData?: FormData;
}

/**
 * The template's form, one step at a time, then a review and 'Create' (spec 001 §2). The data of
 * every step is kept in one object, so going back shows what was typed.
 */
export function TemplateWizard({
  templateRef,
  steps,
  registry,
  initialFormData = {},
}: TemplateWizardProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [formData, setFormData] = useState<FormData>(initialFormData);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const reviewIndex = steps.length;

  // Secrets fields add without being fields of the form (a user's token for a host).
  const [addedSecrets, setAddedSecrets] = useState<Record<string, string>>({});
  const split = useMemo(() => splitSecrets(steps, formData), [steps, formData]);
  const { values } = split;
  const secrets = useMemo(() => ({ ...split.secrets, ...addedSecrets }), [split, addedSecrets]);
  const onSecret = useCallback((key: string, value: string | undefined) => {
    setAddedSecrets(current => {
      if (current[key] === value) return current;
      const { [key]: _old, ...rest } = current;
      return value === undefined ? rest : { ...rest, [key]: value };
    });
  }, []);
  const validators = useMemo(
    () =>
      steps.map(step =>
        createStepValidator(step, registry, {
          formData,
          integrations: () =>
            queryClient.getQueryData<ScmIntegration[]>(integrationsQueryOptions(api).queryKey) ??
            [],
        }),
      ),
    [steps, registry, formData, queryClient, api],
  );

  const create = useMutation({
    mutationFn: () => createTask(api, { templateRef, values, secrets }),
    onSuccess: task => navigate(taskPath(task.id)),
    onError: error => {
      if (!(error instanceof CreateTaskError) || error.problems.length === 0) return;
      setServerErrors(problemsToErrorSchema(error.problems));
      const step = firstStepWithProblem(steps, error.problems);
      if (step !== undefined) setActive(step);
    },
  });

  const step = steps[active];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((item, index) => (
          <Step key={`${index}-${item.title}`}>
            <StepLabel>{item.title}</StepLabel>
          </Step>
        ))}
        <Step key="review">
          <StepLabel>Review</StepLabel>
        </Step>
      </Stepper>
      {create.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {create.error.message}
        </Alert>
      )}
      {step ? (
        <StepForm
          // A fresh form per step: rjsf keeps internal state for the schema it was given.
          key={active}
          step={step}
          registry={registry}
          formData={formData}
          secrets={secrets}
          onSecret={onSecret}
          customValidate={validators[active]}
          extraErrors={serverErrors}
          onChange={setFormData}
          onSubmit={data => {
            setFormData(data);
            setServerErrors(undefined);
            setActive(active + 1);
          }}
        >
          {step.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {step.description}
            </Typography>
          )}
          <WizardButtons
            onBack={active > 0 ? () => setActive(active - 1) : undefined}
            nextLabel={active === reviewIndex - 1 ? 'Review' : 'Next'}
          />
        </StepForm>
      ) : (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Review and create
          </Typography>
          <ReviewStep entries={reviewEntries(steps, formData)} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
            <Button onClick={() => setActive(active - 1)} disabled={create.isPending}>
              Back
            </Button>
            <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
              Create
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}

function WizardButtons({ onBack, nextLabel }: { onBack?: () => void; nextLabel: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
      <Button onClick={onBack} disabled={!onBack}>
        Back
      </Button>
      <Button type="submit" variant="contained">
        {nextLabel}
      </Button>
    </Box>
  );
}
