import { catalogPermissions } from '@atrium/model';
import {
  ErrorPanel,
  Progress,
  useApiClient,
  useAppConfig,
  useAuthProviders,
} from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  applyChoices,
  catalogFileContent,
  DEFAULT_PULL_REQUEST_TITLE,
  defaultPullRequestBody,
  initialChoices,
  type EntityChoices,
} from '../../../api/catalogFile';
import type { ImportAnalysis } from '../../../api/importAnalysis';
import { openPullRequest, type OpenedPullRequest } from '../../../api/openPullRequest';
import { CatalogFilePreview } from '../../../components/CatalogFilePreview';
import { choicesProblems, EntityChoicesFields } from '../../../components/EntityChoicesFields';
import { PermissionRequired } from '../../../components/PermissionRequired';
import { StepButtons } from '../../../components/StepButtons';
import { StepHeading } from '../../../components/StepHeading';

type RepositoryAnalysis = Extract<ImportAnalysis, { type: 'repository' }>;

export interface PullRequestStepProps {
  analysis: RepositoryAnalysis;
  canCreate: boolean;
  onBack(): void;
  onOpened(result: OpenedPullRequest): void;
}

/**
 * A repository without a catalog file: the proposed entities as a form, the file they make, and
 * the pull request that adds it.
 */
export function PullRequestStep({ analysis, canCreate, onBack, onOpened }: PullRequestStepProps) {
  const api = useApiClient();
  const authProviders = useAuthProviders();
  const { organization } = useAppConfig();
  const { generatedEntities, integration, url } = analysis;
  const [choices, setChoices] = useState<EntityChoices[]>(() =>
    generatedEntities.map(initialChoices),
  );
  const [title, setTitle] = useState(DEFAULT_PULL_REQUEST_TITLE);
  const [body, setBody] = useState(() => defaultPullRequestBody(organization.name));
  const [attempted, setAttempted] = useState(false);

  const fileContent = useMemo(
    () =>
      catalogFileContent(
        generatedEntities.map((generated, index) =>
          applyChoices(generated, choices[index] ?? initialChoices(generated)),
        ),
      ),
    [generatedEntities, choices],
  );
  const valid =
    title.trim() !== '' &&
    choices.map(choicesProblems).every(problems => !problems.name && !problems.owner);

  const open = useMutation({
    mutationFn: () =>
      openPullRequest(
        { repositoryUrl: url, fileContent, title: title.trim(), body },
        { api, authProviders, integration },
      ),
    onSuccess: onOpened,
  });

  function changeChoices(index: number, change: Partial<EntityChoices>) {
    setChoices(current => current.map((item, i) => (i === index ? { ...item, ...change } : item)));
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={event => {
        event.preventDefault();
        setAttempted(true);
        if (valid && canCreate && !open.isPending) open.mutate();
      }}
    >
      <StepHeading>Create a pull request</StepHeading>
      <Typography sx={{ mb: 2 }}>
        {url} has no catalog file yet. Check what it describes; a pull request will add the file to
        the repository, and its entities are imported once it is merged.
      </Typography>
      {generatedEntities.map((generated, index) => {
        const kind = generated.entity.kind ?? 'Component';
        return (
          <EntityChoicesFields
            key={index}
            legend={generatedEntities.length > 1 ? `${kind} ${index + 1}` : kind}
            value={choices[index] ?? initialChoices(generated)}
            onChange={change => changeChoices(index, change)}
            attempted={attempted}
          />
        );
      })}
      <TextField
        label="Pull request title"
        value={title}
        onChange={event => setTitle(event.target.value)}
        required
        fullWidth
        error={attempted && title.trim() === ''}
        helperText={attempted && title.trim() === '' ? 'A title is required' : undefined}
        sx={{ mb: 2 }}
      />
      <TextField
        label="Pull request body"
        value={body}
        onChange={event => setBody(event.target.value)}
        fullWidth
        multiline
        minRows={4}
      />
      <CatalogFilePreview content={fileContent} />
      {!canCreate && (
        <Box sx={{ mt: 2 }}>
          <PermissionRequired
            action="open a pull request that adds entities to the catalog"
            permission={catalogPermissions.locationCreate.name}
          />
        </Box>
      )}
      {open.isPending && <Progress />}
      {open.isError && (
        <Box role="alert" sx={{ mt: 2 }}>
          <ErrorPanel error={open.error} defaultExpanded />
        </Box>
      )}
      <StepButtons>
        <Button onClick={onBack} disabled={open.isPending}>
          Back
        </Button>
        {/* Not disabled while busy: a disabled button drops the keyboard focus. */}
        {canCreate && (
          <Button type="submit" variant="contained">
            Create PR
          </Button>
        )}
      </StepButtons>
    </Box>
  );
}
