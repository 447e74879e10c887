// Popup positions (spec §2, P06): poptin_location is `${left|center|right}_${top|midlle|bottom}`
// ('midlle' is the spec's spelling) or top_bar / bottom_bar. Pure: the shell turns the result
// into flex alignment and a transform origin.
export interface Position {
  x: 'left' | 'center' | 'right';
  y: 'top' | 'center' | 'bottom';
  /** a bar spans the top or bottom edge and leaves the page usable; a top bar pushes it down */
  bar: '' | 'top' | 'bottom';
}

export function position(loc?: string): Position {
  const l = (loc || '').toLowerCase();
  if (l === 'top_bar' || l === 'bottom_bar') return { x: 'center', y: l === 'top_bar' ? 'top' : 'bottom', bar: l === 'top_bar' ? 'top' : 'bottom' };
  const [x, y] = l.split('_');
  return {
    x: x === 'left' || x === 'right' ? x : 'center',
    y: y === 'top' || y === 'bottom' ? y : 'center',
    bar: '',
  };
}

const FLEX = { left: 'flex-start', top: 'flex-start', center: 'center', right: 'flex-end', bottom: 'flex-end' } as const;

/** Flex alignment of the overlay and the transform origin that keeps the scaled box in place. */
export const place = (p: Position) => ({ justify: FLEX[p.x], align: FLEX[p.y], origin: p.x + ' ' + p.y });
