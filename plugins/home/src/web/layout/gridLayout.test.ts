import { describe, expect, it } from 'vitest';
import {
  addWidget,
  flowLayout,
  moveWidget,
  removeWidget,
  resizeWidget,
  settle,
  type GridLayout,
} from './gridLayout';

// Two widgets side by side on top, a third below the first.
const layout: GridLayout = [
  { id: 'a', x: 0, y: 0, w: 6, h: 2 },
  { id: 'b', x: 6, y: 0, w: 6, h: 2 },
  { id: 'c', x: 0, y: 2, w: 6, h: 1 },
];
const min = { w: 2, h: 1 };

describe('flowLayout', () => {
  it('fills rows left to right and starts a new row below the tallest when one is full', () => {
    expect(
      flowLayout([
        { id: 'a', w: 8, h: 2 },
        { id: 'b', w: 4, h: 1 },
        { id: 'c', w: 6, h: 1 },
      ]),
    ).toEqual([
      { id: 'a', x: 0, y: 0, w: 8, h: 2 },
      { id: 'b', x: 8, y: 0, w: 4, h: 1 },
      { id: 'c', x: 0, y: 2, w: 6, h: 1 },
    ]);
  });
});

describe('moveWidget', () => {
  it('moves a widget a column sideways within the grid', () => {
    const moved = moveWidget(layout, 'c', 'right');
    expect(moved.find(item => item.id === 'c')).toMatchObject({ x: 1, y: 2 });
    expect(moveWidget(layout, 'a', 'left')).toEqual(layout);
    expect(moveWidget(layout, 'b', 'right')).toEqual(layout);
  });

  it('swaps a widget with the one above or below it', () => {
    const up = moveWidget(layout, 'c', 'up');
    expect(up.find(item => item.id === 'c')).toMatchObject({ x: 0, y: 0 });
    expect(up.find(item => item.id === 'a')).toMatchObject({ x: 0, y: 1 });

    const down = moveWidget(layout, 'a', 'down');
    expect(down.find(item => item.id === 'c')).toMatchObject({ y: 0 });
    expect(down.find(item => item.id === 'a')).toMatchObject({ y: 1 });
  });

  it('leaves the layout alone when there is nowhere to go', () => {
    expect(moveWidget(layout, 'a', 'up')).toEqual(layout);
    expect(moveWidget(layout, 'b', 'down')).toEqual(layout);
    expect(moveWidget(layout, 'unknown', 'down')).toBe(layout);
  });
});

describe('resizeWidget', () => {
  it('grows into a neighbour by pushing it down, and keeps within the grid', () => {
    const wider = resizeWidget(layout, 'a', 'wider', min);
    expect(wider.find(item => item.id === 'a')).toMatchObject({ x: 0, w: 7 });
    expect(wider.find(item => item.id === 'b')).toMatchObject({ y: 2 });

    // At the right edge a widget grows leftwards.
    const edge = resizeWidget(layout, 'b', 'wider', min);
    expect(edge.find(item => item.id === 'b')).toMatchObject({ x: 5, w: 7 });
  });

  it('stops at the minimum size', () => {
    expect(resizeWidget(layout, 'c', 'shorter', min)).toEqual(layout);
    const narrow: GridLayout = [{ id: 'a', x: 0, y: 0, w: 2, h: 1 }];
    expect(resizeWidget(narrow, 'a', 'narrower', min)).toEqual(narrow);
  });

  it('makes a widget taller, moving the ones below further down', () => {
    const taller = resizeWidget(layout, 'a', 'taller', min);
    expect(taller.find(item => item.id === 'a')).toMatchObject({ h: 3 });
    expect(taller.find(item => item.id === 'c')).toMatchObject({ y: 3 });
  });
});

describe('removeWidget and addWidget', () => {
  it('closes the gap a removed widget leaves', () => {
    expect(removeWidget(layout, 'a')).toEqual([
      { id: 'b', x: 6, y: 0, w: 6, h: 2 },
      { id: 'c', x: 0, y: 0, w: 6, h: 1 },
    ]);
  });

  it('adds a widget at the left, as high as it fits', () => {
    const added = addWidget(removeWidget(layout, 'c'), 'd', { w: 4, h: 1 });
    expect(added.at(-1)).toEqual({ id: 'd', x: 0, y: 2, w: 4, h: 1 });
    expect(addWidget(layout, 'a', { w: 4, h: 1 })).toBe(layout);
  });
});

describe('settle', () => {
  it('moves overlapping widgets below and lifts floating ones', () => {
    expect(
      settle([
        { id: 'a', x: 0, y: 3, w: 6, h: 2 },
        { id: 'b', x: 2, y: 4, w: 6, h: 1 },
      ]),
    ).toEqual([
      { id: 'a', x: 0, y: 0, w: 6, h: 2 },
      { id: 'b', x: 2, y: 2, w: 6, h: 1 },
    ]);
  });
});
