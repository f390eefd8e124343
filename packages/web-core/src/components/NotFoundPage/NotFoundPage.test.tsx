import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page was not found and links back home', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Go back home' }));

    expect(screen.getByText('Home')).toBeDefined();
  });
});
