import {
  specialDateText,
  weekSchedule,
  type HoursRow,
  type SpecialDateText,
} from "@/features/businesses/profile/hours";
import { ProfileCard } from "./profile-card";

type Props = {
  hours: HoursRow[];
  /** The business's local weekday, highlighted in the table. */
  today: number | null;
  /** Today's special hours, shown on today's row instead of the weekly ones. */
  todaySpecial: SpecialDateText | null;
  /** The special dates from today on. */
  special: SpecialDateText[];
  city: string;
};

export function OpeningHours({ hours, today, todaySpecial, special, city }: Props) {
  return (
    <ProfileCard title="Opening hours">
      {hours.length === 0 && special.length === 0 ? (
        <p className="text-sm text-slate-600">Opening hours have not been published yet.</p>
      ) : (
        <>
          {hours.length > 0 && (
            <table className="w-full text-sm">
              <tbody>
                {weekSchedule(hours).map((day) => {
                  const isToday = day.day === today;
                  const specialToday = isToday ? todaySpecial : null;
                  return (
                    <tr
                      key={day.day}
                      className={isToday ? "font-semibold text-slate-900" : "text-slate-700"}
                      aria-current={isToday ? "date" : undefined}
                    >
                      <th scope="row" className="py-1 pr-4 text-left align-top font-medium">
                        {day.name}
                      </th>
                      <td className="py-1 text-right">
                        {specialToday ? (
                          <>
                            <span className="block text-amber-800">{specialToday.times.join(", ")}</span>
                            <span className="block text-xs font-normal text-slate-600">
                              Special hours today{specialToday.label ? `: ${specialToday.label}` : ""}
                            </span>
                          </>
                        ) : (
                          day.times.join(", ")
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {special.length > 0 && (
            <div className="mt-4 border-t border-slate-100 pt-3">
              <h3 className="text-sm font-semibold text-slate-900">Special hours</h3>
              <ul className="mt-1 space-y-1 text-sm text-slate-700">
                {special.map((date) => (
                  <li key={date.day} className="flex justify-between gap-4">
                    <span className="shrink-0 font-medium whitespace-nowrap">{date.date}</span>
                    <span className="text-right">{specialDateText(date)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="mt-3 text-xs text-slate-500">Times are local to {city}.</p>
        </>
      )}
    </ProfileCard>
  );
}
