import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jokesOf } from './jokes';
import { RandomJokeWidget } from './RandomJokeWidget';

beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => vi.restoreAllMocks());

describe('RandomJokeWidget', () => {
  it('tells a joke of any category, then of the one picked, and another on Reroll', async () => {
    const user = userEvent.setup();
    render(<RandomJokeWidget />);
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveProperty('value', 'any');
    expect(screen.getByText(jokesOf('any')[0]!.setup)).toBeDefined();

    await user.selectOptions(category, 'Dad');
    const [first, second] = jokesOf('dad');
    expect(screen.getByText(first!.setup)).toBeDefined();
    expect(screen.getByText(first!.punchline)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Reroll' }));
    expect(screen.getByText(second!.setup)).toBeDefined();
    expect(screen.queryByText(first!.setup)).toBeNull();
  });

  it('offers the categories any, programming and dad', () => {
    render(<RandomJokeWidget />);
    expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual([
      'Any',
      'Programming',
      'Dad',
    ]);
  });
});
