// The geometry and the words of the overview's trend chart: pure, so the SVG component only draws.
import type { DayCount } from "./daily";

export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number };

/** A round top for the y axis: 1, 2, 5, 10, 20, 50 ... at least the largest count (and at least 1). */
export function niceMax(largest: number): number {
  if (largest <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((candidate) => candidate * magnitude >= largest) ?? 10;
  return step * magnitude;
}

/** The SVG points ("x,y x,y ...") of a series drawn left (oldest) to right inside the box. */
export function linePoints(series: readonly DayCount[], max: number, box: ChartBox): string {
  const innerWidth = box.width - box.left - box.right;
  const innerHeight = box.height - box.top - box.bottom;
  const stepX = series.length > 1 ? innerWidth / (series.length - 1) : 0;
  return series
    .map((point, index) => {
      const x = box.left + index * stepX;
      const y = box.top + innerHeight - (point.count / max) * innerHeight;
      return `${round(x)},${round(y)}`;
    })
    .join(" ");
}

const round = (value: number) => Math.round(value * 10) / 10;

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** "12 sign-ups in 30 days, most on Nov 20 (3)" or "no sign-ups in 30 days". */
export function seriesSummary(series: readonly DayCount[], noun: { one: string; many: string }): string {
  const total = series.reduce((sum, point) => sum + point.count, 0);
  const days = `${series.length} days`;
  if (total === 0) return `no ${noun.many} in ${days}`;
  const busiest = series.reduce((best, point) => (point.count > best.count ? point : best));
  return `${total} ${total === 1 ? noun.one : noun.many} in ${days}, most on ${formatDay(busiest.day)} (${busiest.count})`;
}
