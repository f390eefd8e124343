import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissingAnnotation } from './MissingAnnotation';

describe('MissingAnnotation', () => {
  it("names what to add and shows the entity's YAML with it", () => {
    render(
      <MissingAnnotation
        entity={{
          apiVersion: 'backstage.io/v1alpha1',
          kind: 'System',
          metadata: { name: 'rides' },
        }}
        exampleAnnotations={['example.com/id: rides', '# or another one']}
        action={<button type="button">Read more</button>}
      >
        <p>Add example.com/id to see it here.</p>
      </MissingAnnotation>,
    );
    expect(screen.getByRole('region', { name: 'Missing annotation' })).toBeTruthy();
    expect(screen.getByText('Add example.com/id to see it here.')).toBeTruthy();
    expect(screen.getByLabelText('YAML example').textContent).toBe(
      [
        'apiVersion: backstage.io/v1alpha1',
        'kind: System',
        'metadata:',
        '  name: rides',
        '  annotations:',
        '    example.com/id: rides',
        '    # or another one',
      ].join('\n'),
    );
    expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
  });
});
