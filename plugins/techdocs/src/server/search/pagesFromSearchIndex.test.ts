import { describe, expect, it } from 'vitest';
import { pagesFromSearchIndex } from './pagesFromSearchIndex';

describe('pagesFromSearchIndex', () => {
  it('groups MkDocs entries into pages with their sections, reading text as HTML', () => {
    const pages = pagesFromSearchIndex({
      config: { lang: ['en'] },
      docs: [
        { location: '', title: 'Rides', text: 'Welcome to rides.' },
        { location: '#rides', title: 'Rides', text: 'Welcome to rides.' },
        { location: 'setup/', title: 'Setup', text: '<p>Install <code>rides</code></p>' },
        {
          location: 'setup/#linux',
          title: 'On <em>Linux</em>',
          text: '<p>apt</p><script>x()</script>',
        },
        { location: 'setup/#linux', title: 'Duplicate', text: '' },
      ],
    });
    expect(pages).toEqual([
      { path: '', title: 'Rides', text: 'Welcome to rides.', sections: [] },
      {
        path: 'setup/',
        title: 'Setup',
        text: 'Install rides',
        sections: [{ id: 'linux', title: 'On Linux', text: 'apt' }],
      },
    ]);
  });

  it('skips entries that are not pages of the site and answers undefined for no index', () => {
    const pages = pagesFromSearchIndex({
      docs: [
        null,
        'text',
        { location: 42, title: 'x' },
        { location: 'https://evil.example/', title: 'Away', text: '' },
        { location: '../../other/', title: 'Up', text: '' },
        { location: '/abs/', title: 'Abs', text: '' },
        { location: 'ok', title: 7, text: ['no'] },
      ],
    });
    expect(pages).toEqual([{ path: 'ok/', title: 'ok/', text: '', sections: [] }]);
    expect(pagesFromSearchIndex({ docs: 'no' })).toBeUndefined();
    expect(pagesFromSearchIndex([])).toBeUndefined();
  });
});
