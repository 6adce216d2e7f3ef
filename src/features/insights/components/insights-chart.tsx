// Profile views per day as bars and action clicks (calls, website, directions) as a line, in an SVG
// named by its title and summarised by its description; the numbers of every day are in a table
// that screen readers always reach and anyone can show. No chart library.
import { formatDay, linePoints, niceMax, seriesSummary, type ChartBox } from "@/features/admin-hub/chart";
import { INSIGHT_METRICS, type InsightDay } from "@/features/insights/types";
import { TableToggle } from "./table-toggle";

const BOX: ChartBox = { width: 720, height: 220, left: 44, right: 16, top: 12, bottom: 28 };
const VIEWS_FILL = "#2563eb";
const ACTIONS_STROKE = "#d97706";

const actionsOf = (day: InsightDay) => day.callClicks + day.websiteClicks + day.directionClicks;

export function InsightsChart({ series }: { series: InsightDay[] }) {
  const views = series.map((day) => ({ day: day.day, count: day.views }));
  const actions = series.map((day) => ({ day: day.day, count: actionsOf(day) }));
  const max = niceMax(Math.max(...views.map((point) => point.count), ...actions.map((point) => point.count)));
  const innerWidth = BOX.width - BOX.left - BOX.right;
  const innerHeight = BOX.height - BOX.top - BOX.bottom;
  const stepX = series.length > 1 ? innerWidth / (series.length - 1) : 0;
  const barWidth = Math.max(2, Math.min(16, stepX * 0.7));
  const bottom = BOX.top + innerHeight;
  const summary = [
    seriesSummary(views, { one: "profile view", many: "profile views" }),
    seriesSummary(actions, { one: "action click", many: "action clicks" }),
  ].join("; ");
  const labelled = [0, Math.floor((series.length - 1) / 2), series.length - 1];
  return (
    <figure className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-base font-semibold text-slate-900">
          Profile views and action clicks per day
        </figcaption>
        <ul className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
          <li className="flex items-center gap-2">
            <span className="size-3 rounded-sm" style={{ backgroundColor: VIEWS_FILL }} /> Profile views
          </li>
          <li className="flex items-center gap-2">
            <svg width="24" height="8">
              <line x1="0" y1="4" x2="24" y2="4" stroke={ACTIONS_STROKE} strokeWidth="2.5" />
            </svg>
            Calls, website and directions
          </li>
        </ul>
      </div>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby="insights-chart-title"
        aria-describedby="insights-chart-desc"
        className="h-auto w-full"
      >
        <title id="insights-chart-title">Profile views and action clicks per day, last {series.length} days</title>
        <desc id="insights-chart-desc">{summary}.</desc>
        {(max % 2 === 0 ? [0, max / 2, max] : [0, max]).map((value) => {
          const y = BOX.top + innerHeight * (1 - value / max);
          return (
            <g key={value}>
              <line x1={BOX.left} x2={BOX.width - BOX.right} y1={y} y2={y} stroke="#e2e8f0" />
              <text x={BOX.left - 12} y={y + 4} textAnchor="end" fontSize="12" fill="#475569">
                {value}
              </text>
            </g>
          );
        })}
        {series.map((day, index) => {
          const height = (day.views / max) * innerHeight;
          return (
            <rect
              key={day.day}
              x={BOX.left + index * stepX - barWidth / 2}
              y={bottom - height}
              width={barWidth}
              height={height}
              rx={Math.min(2, barWidth / 3)}
              fill={VIEWS_FILL}
            />
          );
        })}
        <polyline
          points={linePoints(actions, max, BOX)}
          fill="none"
          stroke={ACTIONS_STROKE}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        {labelled.map((index, position) => {
          const day = series[index];
          if (!day) return null;
          const anchor = position === 0 ? "start" : position === 2 ? "end" : "middle";
          const x =
            position === 0
              ? BOX.left - barWidth / 2
              : position === 2
                ? BOX.width - BOX.right + barWidth / 2
                : BOX.left + index * stepX;
          return (
            <text key={day.day} x={x} y={BOX.height - 8} fontSize="12" fill="#475569" textAnchor={anchor}>
              {formatDay(day.day)}
            </text>
          );
        })}
      </svg>
      <p className="text-sm text-slate-600">{summary.charAt(0).toUpperCase() + summary.slice(1)}.</p>
      <TableToggle>
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Insights per day, last {series.length} days</caption>
          <thead className="bg-slate-50">
            <tr>
              {["Day", ...INSIGHT_METRICS.map((metric) => metric.label)].map((heading) => (
                <th
                  key={heading}
                  scope="col"
                  className="px-3 py-2 text-left text-xs font-semibold whitespace-nowrap text-slate-600"
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {series.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap text-slate-900">
                  {formatDay(day.day)}
                </th>
                {INSIGHT_METRICS.map((metric) => (
                  <td key={metric.key} className="px-3 py-1.5 tabular-nums">
                    {day[metric.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableToggle>
    </figure>
  );
}
