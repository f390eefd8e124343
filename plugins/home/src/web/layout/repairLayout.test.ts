import { describe, expect, it } from 'vitest';
import { repairLayout, type WidgetBounds } from './repairLayout';

const widgets: WidgetBounds[] = [
  { id: 'search', defaultSize: { w: 12, h: 1 }, minSize: { w: 4, h: 1 } },
  { id: 'joke', defaultSize: { w: 4, h: 3 }, minSize: { w: 3, h: 2 } },
];

describe('repairLayout', () => {
  it('keeps a valid layout as it is', () => {
    const stored = {
      widgets: [
        { id: 'search', x: 0, y: 0, w: 12, h: 1 },
        { id: 'joke', x: 4, y: 1, w: 4, h: 3 },
      ],
    };
    expect(repairLayout(stored, widgets)).toEqual(stored.widgets);
  });

  it('drops unknown and repeated widgets, clamps sizes and places, resolves overlaps', () => {
    const stored = {
      widgets: [
        { id: 'weather', x: 0, y: 0, w: 4, h: 2 },
        { id: 'joke', x: 11, y: -3, w: 1, h: 40 },
        { id: 'search', x: 'left', y: 0.4, w: 99 },
        { id: 'joke', x: 0, y: 0, w: 4, h: 3 },
        'not a widget',
        { x: 1 },
      ],
    };
    expect(repairLayout(stored, widgets)).toEqual([
      { id: 'joke', x: 9, y: 1, w: 3, h: 8 },
      { id: 'search', x: 0, y: 0, w: 12, h: 1 },
    ]);
  });

  it('answers undefined for a value that is no layout at all', () => {
    expect(repairLayout(null, widgets)).toBeUndefined();
    expect(repairLayout('search,joke', widgets)).toBeUndefined();
    expect(repairLayout({ widgets: 'all' }, widgets)).toBeUndefined();
  });
});
