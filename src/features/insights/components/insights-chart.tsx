// Profile views per day as bars and action clicks (calls, website, directions) as a line, in an SVG
// named by its title and summarised by its description; the numbers of every day are in a table
// that screen readers always reach and anyone can show. No chart library.
import { formatDay, linePoints, niceMax, seriesSummary, type ChartBox } from "@/features/admin-hub/chart";
import { ChartYAxis } from "@/features/admin-hub/components/chart-y-axis";
import { INSIGHT_METRICS, type InsightDay } from "@/features/insights/types";
import { TableToggle } from "./table-toggle";

const VIEWS_FILL = "#2563eb";
const ACTIONS_STROKE = "#d97706";

const actionsOf = (day: InsightDay) => day.callClicks + day.websiteClicks + day.directionClicks;

/** Wide screens get a wide chart; phones one drawn for their width, so its text stays legible. */
const LAYOUTS = [
  {
    key: "wide",
    box: { width: 720, height: 220, left: 44, right: 16, top: 12, bottom: 28 },
    className: "hidden sm:block",
  },
  { key: "narrow", box: { width: 360, height: 220, left: 34, right: 10, top: 12, bottom: 28 }, className: "sm:hidden" },
] as const satisfies readonly { key: string; box: ChartBox; className: string }[];

type Series = { day: string; count: number }[];

export function InsightsChart({ series }: { series: InsightDay[] }) {
  const views = series.map((day) => ({ day: day.day, count: day.views }));
  const actions = series.map((day) => ({ day: day.day, count: actionsOf(day) }));
  const max = niceMax(Math.max(...views.map((point) => point.count), ...actions.map((point) => point.count)));
  const summary = [
    seriesSummary(views, { one: "profile view", many: "profile views" }),
    seriesSummary(actions, { one: "action click", many: "action clicks" }),
  ].join("; ");
  return (
    <figure className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-base font-semibold text-slate-900">
          Profile views and action clicks per day
        </figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
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
      {LAYOUTS.map((layout) => (
        <DaysChart
          key={layout.key}
          id={`insights-chart-${layout.key}`}
          className={layout.className}
          box={layout.box}
          views={views}
          actions={actions}
          max={max}
          summary={summary}
        />
      ))}
      <p className="text-sm text-slate-600">{summary.charAt(0).toUpperCase() + summary.slice(1)}.</p>
      <TableToggle label={`Insights per day, last ${series.length} days`}>
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

function DaysChart({
  id,
  className,
  box,
  views,
  actions,
  max,
  summary,
}: {
  id: string;
  className: string;
  box: ChartBox;
  views: Series;
  actions: Series;
  max: number;
  summary: string;
}) {
  const innerWidth = box.width - box.left - box.right;
  const innerHeight = box.height - box.top - box.bottom;
  const stepX = views.length > 1 ? innerWidth / (views.length - 1) : 0;
  const barWidth = Math.max(1.5, Math.min(16, stepX * 0.7));
  const bottom = box.top + innerHeight;
  const last = views.length - 1;
  const labelled = [0, Math.floor(last / 2), last];
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={`h-auto w-full ${className}`}
    >
      {/* One string: React 19 hydrates a <title> only with text of a single piece. */}
      <title id={`${id}-title`}>{`Profile views and action clicks per day, last ${views.length} days`}</title>
      <desc id={`${id}-desc`}>{`${summary}.`}</desc>
      <ChartYAxis box={box} max={max} />
      {views.map((point, index) => {
        const height = (point.count / max) * innerHeight;
        return (
          <rect
            key={point.day}
            x={box.left + index * stepX - barWidth / 2}
            y={bottom - height}
            width={barWidth}
            height={height}
            rx={Math.min(2, barWidth / 3)}
            fill={VIEWS_FILL}
          />
        );
      })}
      <polyline
        points={linePoints(actions, max, box)}
        fill="none"
        stroke={ACTIONS_STROKE}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      {labelled.map((index, position) => {
        const point = views[index];
        if (!point) return null;
        const anchor = position === 0 ? "start" : position === 2 ? "end" : "middle";
        const x =
          position === 0
            ? box.left - barWidth / 2
            : position === 2
              ? box.width - box.right + barWidth / 2
              : box.left + index * stepX;
        return (
          <text key={point.day} x={x} y={box.height - 8} fontSize="12" fill="#475569" textAnchor={anchor}>
            {formatDay(point.day)}
          </text>
        );
      })}
    </svg>
  );
}
