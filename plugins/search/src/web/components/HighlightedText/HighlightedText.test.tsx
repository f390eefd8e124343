import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './HighlightedText';
import { splitHighlights } from './splitHighlights';

const pre = '<atrium-highlight>';
const post = '</atrium-highlight>';

describe('HighlightedText', () => {
  it('marks the matched words and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <HighlightedText
          text={`The ${pre}pay${post}ments ${pre}api${post}`}
          preTag={pre}
          postTag={post}
        />
      </p>,
    );
    const marks = container.querySelectorAll('mark');
    expect([...marks].map(mark => mark.textContent)).toEqual(['pay', 'api']);
    expect(container.textContent).toBe('The payments api');
  });

  it('never turns markup in a document into elements', () => {
    const { container } = render(
      <p>
        <HighlightedText
          text={`<img src=x onerror=alert(1)> ${pre}<b>bold</b>${post}`}
          preTag={pre}
          postTag={post}
        />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>bold</b>').tagName).toBe('MARK');
  });

  it('shows the text as it is without tags', () => {
    const { container } = render(<HighlightedText text={`a ${pre}b${post}`} />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe(`a ${pre}b${post}`);
  });
});

describe('splitHighlights', () => {
  it('marks the rest of a snippet cut after an opening tag', () => {
    expect(splitHighlights(`x ${pre}cut`, pre, post)).toEqual([
      { text: 'x ', matched: false },
      { text: 'cut', matched: true },
    ]);
  });
});
