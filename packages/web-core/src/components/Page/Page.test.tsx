import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../Header/Header';
import { Content, Page } from './Page';

describe('Page', () => {
  it('lays out a header above the main content', () => {
    render(
      <Page>
        <Header title="Create a new component" />
        <Content>
          <p>Pick a template</p>
        </Content>
      </Page>,
    );

    const banner = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe(
      'Create a new component',
    );
    expect(within(main).getByText('Pick a template')).toBeDefined();
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
