import type { CSSObject, Theme } from '@mui/material/styles';

/** Token colours for the builder's highlight.js classes, readable on light and dark paper. */
const TOKEN_COLOURS = {
  light: {
    keyword: '#a626a4',
    string: '#50a14f',
    number: '#986801',
    comment: '#696c77',
    title: '#4078f2',
    type: '#c18401',
    attr: '#986801',
    variable: '#e45649',
    meta: '#4078f2',
  },
  dark: {
    keyword: '#c678dd',
    string: '#98c379',
    number: '#d19a66',
    comment: '#8b929e',
    title: '#61afef',
    type: '#e5c07b',
    attr: '#d19a66',
    variable: '#e06c75',
    meta: '#61afef',
  },
} as const;

export function highlightStyles(theme: Theme): CSSObject {
  const colour = TOKEN_COLOURS[theme.palette.mode];
  return {
    '& .hljs-keyword, & .hljs-selector-tag, & .hljs-built_in, & .hljs-literal': {
      color: colour.keyword,
    },
    '& .hljs-string, & .hljs-regexp, & .hljs-addition, & .hljs-template-tag': {
      color: colour.string,
    },
    '& .hljs-number, & .hljs-symbol, & .hljs-bullet': { color: colour.number },
    '& .hljs-comment, & .hljs-quote': { color: colour.comment, fontStyle: 'italic' },
    '& .hljs-title, & .hljs-section, & .hljs-function .hljs-title': { color: colour.title },
    '& .hljs-type, & .hljs-class .hljs-title, & .hljs-title.class_': { color: colour.type },
    '& .hljs-attr, & .hljs-attribute, & .hljs-property': { color: colour.attr },
    '& .hljs-variable, & .hljs-name, & .hljs-tag, & .hljs-deletion, & .hljs-params': {
      color: colour.variable,
    },
    '& .hljs-meta, & .hljs-link': { color: colour.meta },
    '& .hljs-emphasis': { fontStyle: 'italic' },
    '& .hljs-strong': { fontWeight: 700 },
  };
}
