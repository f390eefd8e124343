import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import type { ImportAnalysis } from '../../api/importAnalysis';
import { FinishStep, type FinishedImport } from './steps/FinishStep';
import { PullRequestStep } from './steps/PullRequestStep';
import { ReviewLocationsStep } from './steps/ReviewLocationsStep';
import { UrlStep } from './steps/UrlStep';

type ImportState =
  | { step: 'url' }
  | { step: 'review'; analysis: ImportAnalysis }
  | { step: 'finish'; finished: FinishedImport };

export interface ImportStepperProps {
  /** `catalog.location.create`: without it the review offers no way to add anything. */
  canCreate: boolean;
}

const STEP_INDEX = { url: 0, review: 1, finish: 2 } as const;

/**
 * URL, review (the files found, or the pull request to add one), finish. The URL is kept when the
 * person goes back, and each step moves the keyboard focus to its start.
 */
export function ImportStepper({ canCreate }: ImportStepperProps) {
  const [state, setState] = useState<ImportState>({ step: 'url' });
  const [url, setUrl] = useState('');
  const toUrl = () => setState({ step: 'url' });
  // The middle step keeps its name on the finish step, where it is shown as done.
  const pullRequestPath =
    (state.step === 'review' && state.analysis.type === 'repository') ||
    (state.step === 'finish' && state.finished.type === 'pullRequest');
  const reviewLabel = pullRequestPath ? 'Create pull request' : 'Review';

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stepper activeStep={STEP_INDEX[state.step]} alternativeLabel sx={{ mb: 3 }}>
        {['Select URL', reviewLabel, 'Finish'].map(label => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {state.step === 'url' && (
        <UrlStep
          initialUrl={url}
          onAnalyzed={(analyzed, analysis) => {
            setUrl(analyzed);
            setState({ step: 'review', analysis });
          }}
        />
      )}
      {state.step === 'review' && state.analysis.type === 'locations' && (
        <ReviewLocationsStep
          locations={state.analysis.locations}
          canCreate={canCreate}
          onBack={toUrl}
          onImported={entities =>
            setState({ step: 'finish', finished: { type: 'entities', entities } })
          }
        />
      )}
      {state.step === 'review' && state.analysis.type === 'repository' && (
        <PullRequestStep
          analysis={state.analysis}
          canCreate={canCreate}
          onBack={toUrl}
          onOpened={pullRequest =>
            setState({ step: 'finish', finished: { type: 'pullRequest', pullRequest } })
          }
        />
      )}
      {state.step === 'finish' && (
        <FinishStep
          finished={state.finished}
          onRestart={() => {
            setUrl('');
            toUrl();
          }}
        />
      )}
    </Paper>
  );
}
