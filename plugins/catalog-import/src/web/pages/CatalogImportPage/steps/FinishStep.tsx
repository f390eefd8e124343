import { entityRoutePath, humanizeEntityRef } from '@atrium/plugin-catalog/react';
import { ErrorPanel, Link } from '@atrium/web-core';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { EntityName } from '../../../api/importAnalysis';
import type { OpenedPullRequest } from '../../../api/openPullRequest';
import { StepButtons } from '../../../components/StepButtons';
import { StepHeading } from '../../../components/StepHeading';

export type FinishedImport =
  | { type: 'entities'; entities: EntityName[] }
  | { type: 'pullRequest'; pullRequest: OpenedPullRequest };

export interface FinishStepProps {
  finished: FinishedImport;
  onRestart(): void;
}

/** What was done, with links to it, and a way to register something else. */
export function FinishStep({ finished, onRestart }: FinishStepProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" aria-hidden sx={{ mb: 2 }} />
        <StepHeading>Finished</StepHeading>
      </Box>
      {finished.type === 'entities' ? (
        <AddedEntities entities={finished.entities} />
      ) : (
        <OpenedPullRequestSummary pullRequest={finished.pullRequest} />
      )}
      <StepButtons>
        <Button variant="contained" onClick={onRestart}>
          Register another
        </Button>
      </StepButtons>
    </Box>
  );
}

function AddedEntities({ entities }: { entities: EntityName[] }) {
  return (
    <>
      <Typography>The following entities have been added to the catalog:</Typography>
      <List dense aria-label="Added entities">
        {entities.map(entity => {
          const label = humanizeEntityRef(entity);
          return (
            <ListItem key={label}>
              <Link href={entityRoutePath(entity)}>{label}</Link>
            </ListItem>
          );
        })}
      </List>
    </>
  );
}

function OpenedPullRequestSummary({ pullRequest }: { pullRequest: OpenedPullRequest }) {
  return (
    <>
      <Typography>The following Pull Request has been opened:</Typography>
      <Typography sx={{ my: 1, wordBreak: 'break-all' }}>
        <Link href={pullRequest.link}>{pullRequest.link}</Link>
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Your entities will be imported as soon as the Pull Request is merged.
      </Typography>
      {pullRequest.registrationError ? (
        <ErrorPanel
          error={pullRequest.registrationError}
          title={`Could not register ${pullRequest.location}; register it once the Pull Request is merged`}
          defaultExpanded
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          The catalog is waiting for the file at{' '}
          <Link href={pullRequest.location}>{pullRequest.location}</Link>.
        </Typography>
      )}
    </>
  );
}
