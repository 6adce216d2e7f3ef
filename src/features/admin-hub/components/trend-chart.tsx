// Sign-ups and waitlist entries per day as a small SVG line chart: an image named by its title and
// summarised by its description, with the numbers in a table for screen readers. No chart library.
import type { DayCount } from "../daily";
import { formatDay, linePoints, niceMax, seriesSummary, type ChartBox } from "../chart";
import { ChartYAxis } from "./chart-y-axis";

const BOX: ChartBox = { width: 640, height: 200, left: 36, right: 12, top: 12, bottom: 28 };
const SERIES = [
  { key: "signUps", label: "Sign-ups", noun: { one: "sign-up", many: "sign-ups" }, stroke: "#2563eb", dash: undefined },
  {
    key: "waitlist",
    label: "Waitlist entries",
    noun: { one: "waitlist entry", many: "waitlist entries" },
    stroke: "#d97706",
    dash: "6 4",
  },
] as const;

type Props = { trend: { signUps: DayCount[]; waitlist: DayCount[] } };

export function TrendChart({ trend }: Props) {
  const max = niceMax(
    Math.max(...trend.signUps.map((point) => point.count), ...trend.waitlist.map((point) => point.count)),
  );
  const days = trend.signUps;
  const first = days[0];
  const last = days.at(-1);
  const summary = SERIES.map((series) => seriesSummary(trend[series.key], series.noun)).join("; ");
  return (
    <figure className="max-w-3xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <ul className="mb-2 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true">
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                stroke={series.stroke}
                strokeWidth="2.5"
                strokeDasharray={series.dash}
              />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby="trend-title"
        aria-describedby="trend-desc"
        className="h-auto w-full"
      >
        {/* One string: React 19 hydrates a <title> only with text of a single piece. */}
        <title id="trend-title">{`Sign-ups and waitlist entries per day, last ${days.length} days`}</title>
        <desc id="trend-desc">{summary}.</desc>
        <ChartYAxis box={BOX} max={max} />
        {first && last && (
          <>
            <text x={BOX.left} y={BOX.height - 8} fontSize="11" fill="#475569">
              {formatDay(first.day)}
            </text>
            <text x={BOX.width - BOX.right} y={BOX.height - 8} fontSize="11" fill="#475569" textAnchor="end">
              {formatDay(last.day)}
            </text>
          </>
        )}
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            points={linePoints(trend[series.key], max, BOX)}
            fill="none"
            stroke={series.stroke}
            strokeWidth="2.5"
            strokeDasharray={series.dash}
            strokeLinejoin="round"
          />
        ))}
      </svg>
      <figcaption className="mt-2 text-sm text-slate-600">
        {summary.charAt(0).toUpperCase() + summary.slice(1)}.
      </figcaption>
      <table className="sr-only">
        <caption>Sign-ups and waitlist entries per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sign-ups</th>
            <th scope="col">Waitlist entries</th>
          </tr>
        </thead>
        <tbody>
          {days.map((point, index) => (
            <tr key={point.day}>
              <th scope="row">{formatDay(point.day)}</th>
              <td>{point.count}</td>
              <td>{trend.waitlist[index]?.count ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
