import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TagList } from './TagList';

describe('TagList', () => {
  it('lists the tags', () => {
    render(<TagList tags={['java', 'payments']} label="Tags" />);

    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map(item => item.textContent),
    ).toEqual(['java', 'payments']);
  });

  it('renders nothing without tags', () => {
    const { container } = render(<TagList tags={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
