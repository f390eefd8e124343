import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { CopyTextButton } from '@atrium/web-core';
import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useHref, useNavigate } from 'react-router';
import type { DocsLocation } from '../../page/docsLinks';
import { inlineSvgImages } from '../../sanitize/inlineSvgImages';
import { TEXT_SCALE_VARIABLE, typesetStyles } from '../../styles/typesetStyles';
import { codeBlocks, DOCS_PATH_ATTRIBUTE, prepareArticle } from './prepareArticle';
import { renderMermaidBlocks } from './renderMermaid';

export interface DocsArticleProps {
  /** The sanitised article of the page. */
  article: HTMLElement;
  location: DocsLocation;
  /** Loads an SVG of the site, with credentials, to inline it. */
  loadSvg(url: string): Promise<string>;
  /** The text size add-on's choice, in percent. */
  textSize?: number;
  /** An image of the article was clicked (the lightbox add-on). */
  onImageClick?(image: { src: string; alt: string }): void;
  onCopyError?(error: Error): void;
  /** Given the article's root, for add-ons that read it (report issue). */
  rootRef?: RefObject<HTMLElement | null>;
}

interface CodeBlock {
  pre: HTMLElement;
  target: HTMLElement;
  text: string;
}

/**
 * The page's article. Its HTML is put in place outside React (it is not React's to diff), then
 * given a copy button per code block, inlined SVGs, and links that navigate inside the app.
 */
export function DocsArticle(props: DocsArticleProps) {
  const { article, location, loadSvg, textSize = 100, onImageClick, onCopyError, rootRef } = props;
  const container = useRef<HTMLDivElement>(null);
  const [blocks, setBlocks] = useState<CodeBlock[]>([]);
  const navigate = useNavigate();
  const appRoot = useHref('/').replace(/\/$/, '');
  const dark = useTheme().palette.mode === 'dark';
  const { siteUrl, pageUrl, routeBase } = location;

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const where = { siteUrl, pageUrl, routeBase };
    root.replaceChildren(prepareArticle(article, where, path => `${appRoot}${path}`));
    const found = codeBlocks(root).map(({ pre, text }) => {
      const target = document.createElement('span');
      target.className = 'docs-copy-button';
      pre.append(target);
      return { pre, target, text };
    });
    setBlocks(found);
    void inlineSvgImages(root, {
      isLocal: url => url.startsWith(siteUrl),
      load: loadSvg,
    });
    void renderMermaidBlocks(root, { dark });
    if (rootRef) rootRef.current = root;
  }, [article, siteUrl, pageUrl, routeBase, appRoot, loadSvg, rootRef, dark]);

  // Images open in the lightbox from the keyboard too: prepareArticle makes them focusable.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target;
    if ((event.key === 'Enter' || event.key === ' ') && target instanceof HTMLImageElement) {
      event.preventDefault();
      onImageClick?.({ src: target.src, alt: target.alt });
    }
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element;
    const link = target.closest('a');
    if (link) {
      const href = link.getAttribute('href') ?? '';
      const path = link.getAttribute(DOCS_PATH_ATTRIBUTE);
      if (href.startsWith('#')) {
        event.preventDefault();
        scrollToAnchor(container.current, decodeURIComponent(href.slice(1)));
      } else if (path !== null && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
        event.preventDefault();
        void navigate(path);
      }
      return;
    }
    if (target instanceof HTMLImageElement && onImageClick) {
      onImageClick({ src: target.src, alt: target.alt });
    }
  }

  return (
    <>
      <Box
        ref={container}
        component="article"
        className="md-typeset"
        onClick={onClick}
        onKeyDown={onImageClick ? onKeyDown : undefined}
        style={{ [TEXT_SCALE_VARIABLE]: String(textSize / 100) } as CSSProperties}
        sx={theme => ({ minWidth: 0, ...typesetStyles(theme) })}
      />
      {blocks.map(block =>
        createPortal(
          <CopyTextButton text={block.text} label="Copy to clipboard" onError={onCopyError} />,
          block.target,
          `${blocks.indexOf(block)}`,
        ),
      )}
    </>
  );
}

/** Scrolls the article to the element with this id (a heading), if there is one. */
export function scrollToAnchor(root: Element | null, id: string) {
  const element = root?.ownerDocument.getElementById(id);
  if (element && root?.contains(element)) element.scrollIntoView?.({ behavior: 'smooth' });
}
