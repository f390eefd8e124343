import { getScmCredentials, useApiClient, useAuthProviders } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ScmIntegration } from '../../api/templatesApi';
import { integrationsQueryOptions } from '../../api/templatesQueries';
import type { FieldExtension } from '../fieldExtensions';
import {
  changeValue,
  fieldDescription,
  fieldLabel,
  stringListOption,
  uiOptionsOf,
} from '../uiOptions';
import { wizardContextOf } from '../formContext';
import { useDebouncedValue } from '../useDebouncedValue';
import { RepoPartInput } from './RepoPartInput';
import {
  applyAllowed,
  parseRepoUrl,
  repoHostType,
  repoUrlProblems,
  serializeRepoUrl,
  type RepoHostType,
  type RepoUrlAllowed,
  type RepoUrlState,
} from './repoUrl';

interface PartSpec {
  key: Exclude<keyof RepoUrlState, 'host'>;
  label: string;
  allowed: keyof RepoUrlAllowed | undefined;
  required: boolean;
  helperText?: string;
}

/** The inputs each kind of host shows, in order (spec 001 §5 "Repo picker"). */
function partsFor(type: RepoHostType): PartSpec[] {
  const repo: PartSpec = {
    key: 'repoName',
    label: 'Repository',
    allowed: 'repos',
    required: true,
    helperText: 'The name of the repository',
  };
  switch (type) {
    case 'bitbucketCloud':
      return [
        { key: 'workspace', label: 'Workspace', allowed: 'owners', required: true },
        { key: 'project', label: 'Project', allowed: 'projects', required: true },
        repo,
      ];
    case 'bitbucketServer':
      return [{ key: 'project', label: 'Project', allowed: 'projects', required: true }, repo];
    case 'azure':
      return [
        { key: 'organization', label: 'Organization', allowed: 'organizations', required: true },
        { key: 'project', label: 'Project', allowed: 'projects', required: true },
        repo,
      ];
    case 'gerrit':
      return [
        {
          key: 'owner',
          label: 'Owner',
          allowed: 'owners',
          required: false,
          helperText: 'The owner of the project (optional)',
        },
        {
          key: 'workspace',
          label: 'Parent',
          allowed: undefined,
          required: true,
          helperText: 'The project parent that the repo will belong to',
        },
        repo,
      ];
    default:
      return [
        {
          key: 'owner',
          label: 'Owner',
          allowed: 'owners',
          required: true,
          helperText: 'The organization, user or project that this repo will belong to',
        },
        repo,
      ];
  }
}

function readAllowed(options: Record<string, unknown>): RepoUrlAllowed {
  return {
    hosts: stringListOption(options, 'allowedHosts'),
    owners: stringListOption(options, 'allowedOwners'),
    organizations: stringListOption(options, 'allowedOrganizations'),
    projects: stringListOption(options, 'allowedProjects'),
    repos: stringListOption(options, 'allowedRepos'),
  };
}

/** `ui:options.requestUserCredentials`: where the user's token goes, and extra scopes per host. */
interface UserCredentialsOption {
  secretsKey: string;
  additionalScopes?: Record<string, string[]>;
}

function userCredentialsOf(options: Record<string, unknown>): UserCredentialsOption | undefined {
  const value = options['requestUserCredentials'];
  if (typeof value !== 'object' || value === null) return undefined;
  const { secretsKey, additionalScopes } = value as Record<string, unknown>;
  if (typeof secretsKey !== 'string' || !secretsKey) return undefined;
  const scopes: Record<string, string[]> = {};
  if (typeof additionalScopes === 'object' && additionalScopes !== null) {
    for (const [kind, list] of Object.entries(additionalScopes)) {
      if (Array.isArray(list)) scopes[kind] = list.filter(item => typeof item === 'string');
    }
  }
  return { secretsKey, additionalScopes: scopes };
}

/** How long the host must stay chosen before the user is asked to sign in to it. */
const CREDENTIALS_DEBOUNCE_MS = 500;

/**
 * With `requestUserCredentials`, the signed-in user's token for the chosen host, obtained through
 * the host's sign-in provider (with write scopes: the task creates and pushes) and handed to the
 * task as the secret `secretsKey`. Answers what went wrong, to show beside the picker.
 */
function useUserCredentials(
  props: FieldProps,
  host: string,
  type: RepoHostType,
): string | undefined {
  const authProviders = useAuthProviders();
  const option = userCredentialsOf(uiOptionsOf(props));
  const { setSecret } = wizardContextOf(props);
  const [problem, setProblem] = useState<string>();
  const wanted = useDebouncedValue(
    option && host ? `${type} ${host}` : undefined,
    CREDENTIALS_DEBOUNCE_MS,
  );
  const secretsKey = option?.secretsKey;
  const scopes = JSON.stringify(option?.additionalScopes ?? {});
  // Only the answer for the latest host counts; it still counts after the user moved on to the
  // next step (the field unmounted) before the sign-in finished.
  const latest = useRef(0);
  useEffect(() => {
    if (!wanted || !secretsKey) return;
    const [hostType = '', chosen = ''] = wanted.split(' ');
    const request = ++latest.current;
    getScmCredentials(authProviders, {
      url: `https://${chosen}`,
      hostType,
      repoWrite: true,
      additionalScopes: JSON.parse(scopes) as Record<string, string[]>,
    }).then(
      ({ token }) => {
        if (request !== latest.current) return;
        setProblem(undefined);
        setSecret(secretsKey, token);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setSecret(secretsKey, undefined);
        setProblem(error instanceof Error ? error.message : String(error));
      },
    );
  }, [wanted, secretsKey, scopes, authProviders, setSecret]);
  return problem;
}

/** The hosts offered: the configured integrations, narrowed to `allowedHosts` when given. */
function hostChoices(integrations: readonly ScmIntegration[], allowedHosts: string[]): string[] {
  if (allowedHosts.length > 0) return allowedHosts;
  return integrations.map(integration => integration.host);
}

/**
 * Where the new repository goes: a host and the parts that host needs, written to the form as
 * `host?owner=…&repo=…` and read back from it when the user returns to the step.
 */
export function RepoUrlPicker(props: FieldProps) {
  const api = useApiClient();
  const integrations = useQuery(integrationsQueryOptions(api));
  const configured = useMemo(() => integrations.data ?? [], [integrations.data]);
  const options = uiOptionsOf(props);
  const allowed = readAllowed(options);
  const [state, setState] = useState<RepoUrlState>(() => parseRepoUrl(props.formData));
  const hosts = hostChoices(configured, allowed.hosts);
  const withHost = state.host || hosts[0] || '';
  const type = repoHostType(withHost, configured);
  const effective = applyAllowed({ ...state, host: withHost }, allowed, type);
  const serialized = effective.host ? serializeRepoUrl(effective) : undefined;
  const current = typeof props.formData === 'string' ? props.formData : undefined;

  // Preselected values (first host, first allowed entries) reach the form without a click.
  useEffect(() => {
    if (serialized !== current) changeValue(props, serialized);
  }, [serialized, current, props]);

  const credentialsProblem = useUserCredentials(props, effective.host, type);
  const update = (patch: Partial<RepoUrlState>) => setState({ ...effective, ...patch });
  const id = props.fieldPathId.$id;
  const disabled = props.disabled || props.readonly;

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}
      aria-describedby={`${id}-description`}
    >
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {fieldLabel(props)}
      </Typography>
      <RepoPartInput
        id={`${id}-host`}
        label="Host"
        value={effective.host}
        allowed={hosts}
        required
        disabled={disabled}
        helperText="The host where the repository will be created"
        onChange={host => setState({ ...effective, host })}
      />
      {partsFor(type).map(part => (
        <RepoPartInput
          key={part.key}
          id={`${id}-${part.key}`}
          label={part.label}
          value={effective[part.key]}
          allowed={part.allowed ? allowed[part.allowed] : []}
          required={part.required}
          disabled={
            disabled ||
            // Spec 001 §5: Bitbucket Cloud's workspace is the first allowed owner, fixed.
            (type === 'bitbucketCloud' && part.key === 'workspace' && allowed.owners.length > 0)
          }
          helperText={part.helperText}
          onChange={value => update({ [part.key]: value })}
        />
      ))}
      {credentialsProblem && (
        <Typography role="alert" variant="body2" color="error">
          {credentialsProblem}
        </Typography>
      )}
      <Typography id={`${id}-description`} variant="caption" color="text.secondary">
        {fieldDescription(props)}
      </Typography>
    </Box>
  );
}

export const repoUrlPickerExtension: FieldExtension = {
  name: 'RepoUrlPicker',
  component: RepoUrlPicker,
  validation: (value, validation, context) => {
    for (const message of repoUrlProblems(value, context.integrations)) {
      validation.addError(message);
    }
  },
};
