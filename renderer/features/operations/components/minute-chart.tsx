import { formatTime } from '#common/format/swiss-italian.ts';
import './minute-chart.css';

export interface ChartPoint {
  /** The minute's start (ISO 8601). */
  minute: string;
  /** null: nothing to show that minute (no requests, so no latency). */
  value: number | null;
}

const WIDTH = 600;
const HEIGHT = 160;
const LEFT = 76;
const BOTTOM = 26;
const TOP = 8;

/**
 * A bar a minute over the last hour, drawn as SVG (no chart library for two charts). The image
 * is named by its title and summarised in words for screen readers; the table under it, behind
 * a disclosure, gives every minute's value for those who would rather read than look.
 */
export function MinuteChart(props: {
  id: string;
  title: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
  summary: string;
}) {
  const { id, title, points, format, summary } = props;
  const max = Math.max(1, ...points.map((point) => point.value ?? 0));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, points.length);
  const ticks = [0, max / 2, max];
  const labelled = points.filter((_, index) => index % 15 === 0 || index === points.length - 1);
  return (
    <figure className="minute-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="minute-chart__title">
        {title}
      </figcaption>
      <svg
        className="minute-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
      >
        {ticks.map((tick) => {
          const y = TOP + plotHeight - (tick / max) * plotHeight;
          return (
            <g key={tick} aria-hidden="true">
              <line className="minute-chart__grid" x1={LEFT} x2={WIDTH} y1={y} y2={y} />
              <text className="minute-chart__axis" x={LEFT - 8} y={y + 5} textAnchor="end">
                {format(tick)}
              </text>
            </g>
          );
        })}
        {points.map((point, index) => {
          const height = ((point.value ?? 0) / max) * plotHeight;
          return (
            <rect
              key={point.minute}
              className="minute-chart__bar"
              x={LEFT + index * slot + slot * 0.15}
              y={TOP + plotHeight - height}
              width={slot * 0.7}
              height={height}
              aria-hidden="true"
            />
          );
        })}
        {labelled.map((point, index) => (
          <text
            key={point.minute}
            className="minute-chart__axis"
            x={LEFT + points.indexOf(point) * slot + slot / 2}
            y={HEIGHT - 6}
            // The first and last labels stay inside the drawing.
            textAnchor={index === 0 ? 'start' : index === labelled.length - 1 ? 'end' : 'middle'}
            aria-hidden="true"
          >
            {formatTime(point.minute)}
          </text>
        ))}
      </svg>
      <p id={`${id}-summary`} className="minute-chart__summary">
        {summary}
      </p>
      <details className="minute-chart__details">
        <summary>Mostra i valori minuto per minuto</summary>
        <table className="minute-chart__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Minuto</th>
              <th scope="col">Valore</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.minute}>
                <th scope="row">{formatTime(point.minute)}</th>
                <td>{point.value === null ? '—' : format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
