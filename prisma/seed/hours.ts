// Opening hours per subcategory kind. dayOfWeek: 0 = Sunday ... 6 = Saturday (JavaScript's getDay()).
// Minutes count from local midnight; closeMinute above 1440 runs past midnight, 0..1440 is open all day.
import type { HoursKind } from "./categories";
import type { Rng } from "./random";

export type HoursRow = { dayOfWeek: number; openMinute: number; closeMinute: number };

const h = (hours: number) => Math.round(hours * 60);
const SUN = 0;
const SAT = 6;
const WEEKDAYS = [1, 2, 3, 4, 5];

function allDay(): HoursRow[] {
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, openMinute: 0, closeMinute: 1440 }));
}

function days(list: readonly number[], open: number, close: number): HoursRow[] {
  return list.map((dayOfWeek) => ({ dayOfWeek, openMinute: open, closeMinute: close }));
}

export function generateHours(kind: HoursKind, rng: Rng): HoursRow[] {
  switch (kind) {
    case "restaurant": {
      const open = rng.pick([h(10.5), h(11), h(11)]);
      const close = rng.pick([h(21), h(21.5), h(22)]);
      const weekdays = rng.chance(0.25) ? [2, 3, 4, 5] : WEEKDAYS;
      const rows = [
        ...days(
          weekdays.filter((d) => d !== 5),
          open,
          close,
        ),
        ...days([5, SAT], open, close + 60),
      ];
      if (rng.chance(0.6)) rows.push(...days([SUN], h(10), h(20)));
      return rows;
    }
    case "cafe": {
      const open = rng.pick([h(6), h(6.5), h(7)]);
      const close = rng.pick([h(14), h(15), h(17), h(18)]);
      return [...days([...WEEKDAYS, SAT], open, close), ...(rng.chance(0.7) ? days([SUN], h(8), h(14)) : [])];
    }
    case "bar": {
      const weekdays = rng.chance(0.3) ? [2, 3, 4] : [1, 2, 3, 4];
      const lateClose = rng.chance(0.7) ? h(26) : h(24);
      return [
        ...days(weekdays, h(16), h(24)),
        ...days([5, SAT], rng.pick([h(12), h(14), h(16)]), lateClose),
        ...(rng.chance(0.6) ? days([SUN], h(12), h(22)) : []),
      ];
    }
    case "retail": {
      const open = rng.pick([h(9), h(10), h(10)]);
      const close = rng.pick([h(18), h(19), h(20)]);
      return [...days([...WEEKDAYS, SAT], open, close), ...(rng.chance(0.6) ? days([SUN], h(12), h(17)) : [])];
    }
    case "office": {
      const open = rng.pick([h(8), h(8.5), h(9)]);
      const close = rng.pick([h(17), h(17.5), h(18)]);
      return [...days(WEEKDAYS, open, close), ...(rng.chance(0.2) ? days([SAT], h(9), h(12)) : [])];
    }
    case "salon": {
      const rows = [...days([2, 3, 5, SAT], h(9), h(19)), ...days([4], h(9), h(20))];
      if (rng.chance(0.4)) rows.push(...days([1], h(10), h(18)));
      if (rng.chance(0.3)) rows.push(...days([SUN], h(11), h(16)));
      return rows;
    }
    case "trade": {
      const open = rng.pick([h(7), h(7.5), h(8)]);
      return [...days(WEEKDAYS, open, rng.pick([h(17), h(18)])), ...(rng.chance(0.6) ? days([SAT], h(8), h(12)) : [])];
    }
    case "clinic": {
      if (rng.chance(0.3)) {
        // Split shift with a lunch break on weekdays.
        return [
          ...days(WEEKDAYS, h(8), h(12)),
          ...days(WEEKDAYS, h(13), h(17)),
          ...(rng.chance(0.5) ? days([SAT], h(9), h(13)) : []),
        ];
      }
      return [
        ...days(WEEKDAYS, h(8), rng.pick([h(17), h(18), h(19)])),
        ...(rng.chance(0.4) ? days([SAT], h(9), h(14)) : []),
      ];
    }
    case "gym": {
      if (rng.chance(0.25)) return allDay();
      return [...days(WEEKDAYS, h(5), h(22)), ...days([SAT, SUN], h(7), h(20))];
    }
    case "emergency": {
      if (rng.chance(0.3)) return allDay();
      return [
        ...days(WEEKDAYS, h(7), h(19)),
        ...days([SAT], h(8), h(16)),
        ...(rng.chance(0.3) ? days([SUN], h(10), h(16)) : []),
      ];
    }
    case "school": {
      return [...days(WEEKDAYS, rng.pick([h(14), h(15)]), rng.pick([h(19), h(20)])), ...days([SAT], h(9), h(14))];
    }
  }
}
