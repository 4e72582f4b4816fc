import { useId } from 'react';

export interface ChartBar {
  label: string;
  value: number;
  valueLabel: string;
  tone: 'petrol' | 'electric' | 'electric-alt';
}

const COLORS: Record<ChartBar['tone'], string> = {
  petrol: '#6f6775',
  electric: '#c2185b',
  'electric-alt': '#7b1fa2',
};

const WIDTH = 400;
const ROW = 56;
const BAR = 22;

/**
 * A small horizontal bar chart in plain SVG (no chart library). It is an image with a title and a description
 * for assistive technology; the page shows the same figures in a table next to it.
 */
export function RunningCostChart({
  title,
  description,
  bars,
}: {
  title: string;
  description: string;
  bars: ChartBar[];
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * ROW + 8;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      style={{ width: '100%', height: 'auto', display: 'block', maxWidth: 560 }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {bars.map((bar, i) => {
        const y = i * ROW;
        const width = Math.max(2, Math.round((bar.value / max) * (WIDTH - 4)));
        return (
          <g key={bar.label} aria-hidden="true">
            <text x={0} y={y + 16} fontSize={15} fill="#2b2530">
              {bar.label}
            </text>
            <text x={WIDTH} y={y + 16} fontSize={15} fontWeight={700} fill="#2b2530" textAnchor="end">
              {bar.valueLabel}
            </text>
            <rect x={0} y={y + 24} width={WIDTH} height={BAR} rx={4} fill="#f3eef3" />
            <rect x={0} y={y + 24} width={width} height={BAR} rx={4} fill={COLORS[bar.tone]} />
          </g>
        );
      })}
    </svg>
  );
}
