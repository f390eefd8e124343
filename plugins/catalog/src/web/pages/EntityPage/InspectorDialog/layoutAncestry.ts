import type { Entity } from '@atrium/model';
import { stringifyEntityRef } from '@atrium/model';
import type { EntityAncestryResponse } from '../../../../shared/contract';

export interface AncestryNode {
  ref: string;
  entity: Entity;
  /** 0 is the root; parents sit one layer above the deepest child that names them. */
  layer: number;
}

export interface AncestryLayout {
  /** Layers from the root (index 0) upwards, each sorted by ref for a stable picture. */
  layers: AncestryNode[][];
  edges: Array<{ from: string; to: string }>;
}

/** Longest-path layering: enough for ancestry, which is a small DAG and never needs crossings minimised. */
export function layoutAncestry(ancestry: EntityAncestryResponse): AncestryLayout {
  const byRef = new Map(
    ancestry.items.map(item => [stringifyEntityRef(item.entity).toLowerCase(), item]),
  );
  const layerOf = new Map<string, number>();
  const root = ancestry.rootEntityRef.toLowerCase();
  const queue: string[] = [root];
  layerOf.set(root, 0);
  // Bounded so a cycle in bad data cannot hang the page.
  for (let steps = 0; queue.length > 0 && steps < 10_000; steps++) {
    const ref = queue.shift() as string;
    const layer = layerOf.get(ref) ?? 0;
    for (const parent of byRef.get(ref)?.parentEntityRefs ?? []) {
      const key = parent.toLowerCase();
      if ((layerOf.get(key) ?? -1) < layer + 1) {
        layerOf.set(key, layer + 1);
        queue.push(key);
      }
    }
  }

  const layers: AncestryNode[][] = [];
  const edges: AncestryLayout['edges'] = [];
  for (const [ref, item] of byRef) {
    const layer = layerOf.get(ref);
    if (layer === undefined) continue;
    (layers[layer] ??= []).push({ ref, entity: item.entity, layer });
    for (const parent of item.parentEntityRefs) {
      if (byRef.has(parent.toLowerCase())) edges.push({ from: ref, to: parent.toLowerCase() });
    }
  }
  for (const layer of layers) layer.sort((a, b) => a.ref.localeCompare(b.ref));
  return { layers: layers.filter(layer => layer !== undefined), edges };
}
