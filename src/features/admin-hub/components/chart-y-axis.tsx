// A day chart's horizontal grid lines with their values: 0, the middle (when it is a whole
// number) and the top, drawn inside an SVG whose geometry `box` gives.
import type { ChartBox } from "../chart";

export function ChartYAxis({ box, max }: { box: ChartBox; max: number }) {
  const innerHeight = box.height - box.top - box.bottom;
  return (max % 2 === 0 ? [0, max / 2, max] : [0, max]).map((value) => {
    const y = box.top + innerHeight * (1 - value / max);
    return (
      <g key={value}>
        <line x1={box.left} x2={box.width - box.right} y1={y} y2={y} stroke="#e2e8f0" />
        <text x={box.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#475569">
          {value}
        </text>
      </g>
    );
  });
}
