import { describe, expect, it } from 'vitest';
import { CRON_SHORTCUTS, expandCronShortcut } from './cronShortcuts';
import {
  clusterErrorMessage,
  clusterNotFoundMessage,
  noResourcesMessage,
  requestFailedMessage,
  retrievalProblemMessage,
  unknownDashboardAppMessage,
} from './messages';

describe('messages', () => {
  it('describes a cluster that could not be reached', () => {
    expect(clusterErrorMessage({ errorType: 'FETCH_ERROR', message: 'connect ECONNREFUSED' })).toBe(
      'Error communicating with Kubernetes: FETCH_ERROR, message: connect ECONNREFUSED',
    );
  });

  it('describes one resource path that failed', () => {
    expect(
      clusterErrorMessage({
        errorType: 'UNAUTHORIZED_ERROR',
        resourcePath: '/apis/apps/v1/namespaces/shop/deployments',
        statusCode: 403,
      }),
    ).toBe(
      "Error fetching Kubernetes resource: '/apis/apps/v1/namespaces/shop/deployments', error: UNAUTHORIZED_ERROR, status code: 403",
    );
  });

  it('fills in names, statuses and bodies', () => {
    expect(noResourcesMessage('web')).toBe('No resources on any known clusters for web');
    expect(retrievalProblemMessage('web')).toBe(
      'There was a problem retrieving some Kubernetes resources for the entity: web. This could mean that the Error Reporting card is not completely accurate.',
    );
    expect(requestFailedMessage(500, 'Internal Server Error', 'boom')).toBe(
      'Request failed with 500 Internal Server Error, boom',
    );
    expect(clusterNotFoundMessage('prod')).toBe('Cluster prod not found');
    expect(unknownDashboardAppMessage('grafana')).toBe(
      'Could not find Kubernetes dashboard app named grafana',
    );
  });
});

describe('expandCronShortcut', () => {
  it.each([
    ['@yearly', '0 0 1 1 *'],
    ['@annually', '0 0 1 1 *'],
    ['@monthly', '0 0 1 * *'],
    ['@weekly', '0 0 * * 0'],
    ['@daily', '0 0 * * *'],
    ['@midnight', '0 0 * * *'],
    ['@hourly', '0 * * * *'],
    [' @Daily ', '0 0 * * *'],
  ])('expands %s', (shortcut, expression) => {
    expect(expandCronShortcut(shortcut)).toBe(expression);
  });

  it('leaves other schedules alone', () => {
    expect(expandCronShortcut('*/5 * * * *')).toBe('*/5 * * * *');
    expect(expandCronShortcut('@toString')).toBe('@toString');
    expect(Object.keys(CRON_SHORTCUTS)).toHaveLength(7);
  });
});
