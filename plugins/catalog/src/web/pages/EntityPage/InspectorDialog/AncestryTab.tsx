import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Progress, useApiClient } from '@atrium/web-core';
import { Link as RouterLink } from 'react-router';
import { entityRoutePath, humanizeEntityRef } from '../../../entityRoute';
import { entityAncestryQueryOptions } from '../../../queries';
import type { EntityNameRef } from '../../../api';
import { layoutAncestry, type AncestryNode } from './layoutAncestry';

const NODE_WIDTH = 220;
const NODE_HEIGHT = 44;
const GAP_X = 24;
const GAP_Y = 48;

export interface AncestryTabProps {
  entityRef: EntityNameRef;
}

/**
 * The entities that led to this one, drawn as layers of boxes with the root at the bottom (spec
 * 001 §2). Plain boxes and an SVG underlay, because the graph is small and a layout library would be
 * a new dependency.
 */
export function AncestryTab({ entityRef }: AncestryTabProps) {
  const api = useApiClient();
  const ancestry = useQuery(entityAncestryQueryOptions(api, entityRef));

  if (ancestry.isPending) return <Progress />;
  if (ancestry.isError) return <Alert severity="error">{ancestry.error.message}</Alert>;

  const { layers, edges } = layoutAncestry(ancestry.data);
  const widest = Math.max(1, ...layers.map(layer => layer.length));
  const width = widest * (NODE_WIDTH + GAP_X) - GAP_X;
  const height = layers.length * (NODE_HEIGHT + GAP_Y) - GAP_Y;
  const positions = new Map<string, { x: number; y: number }>();
  layers.forEach((layer, index) => {
    const offset = (width - (layer.length * (NODE_WIDTH + GAP_X) - GAP_X)) / 2;
    layer.forEach((node, position) => {
      positions.set(node.ref, {
        x: offset + position * (NODE_WIDTH + GAP_X),
        y: (layers.length - 1 - index) * (NODE_HEIGHT + GAP_Y),
      });
    });
  });

  return (
    <Box sx={{ overflow: 'auto', py: 2 }}>
      <Box
        role="group"
        aria-label="Ancestry graph"
        sx={{ position: 'relative', width, height, mx: 'auto' }}
      >
        <Box
          component="svg"
          aria-hidden
          width={width}
          height={height}
          sx={{ position: 'absolute', inset: 0, color: 'text.secondary' }}
        >
          {edges.map(edge => {
            const from = positions.get(edge.from);
            const to = positions.get(edge.to);
            if (!from || !to) return null;
            return (
              <line
                key={`${edge.from}->${edge.to}`}
                x1={from.x + NODE_WIDTH / 2}
                y1={from.y}
                x2={to.x + NODE_WIDTH / 2}
                y2={to.y + NODE_HEIGHT}
                stroke="currentColor"
                strokeWidth={1.5}
              />
            );
          })}
        </Box>
        {layers.flat().map(node => (
          <AncestryBox
            key={node.ref}
            node={node}
            position={positions.get(node.ref) ?? { x: 0, y: 0 }}
          />
        ))}
      </Box>
    </Box>
  );
}

function AncestryBox({
  node,
  position,
}: {
  node: AncestryNode;
  position: { x: number; y: number };
}) {
  const ref = {
    kind: node.entity.kind,
    namespace: node.entity.metadata.namespace,
    name: node.entity.metadata.name,
  };
  return (
    <Box
      sx={{
        position: 'absolute',
        left: position.x,
        top: position.y,
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 1,
        border: node.layer === 0 ? 2 : 1,
        borderColor: node.layer === 0 ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      {/* Opening another entity drops the `inspect` parameter, which closes the dialog. */}
      <MuiLink component={RouterLink} to={entityRoutePath(ref)} noWrap variant="body2">
        {humanizeEntityRef(ref)}
      </MuiLink>
    </Box>
  );
}
