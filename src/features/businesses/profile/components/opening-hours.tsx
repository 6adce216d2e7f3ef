import { weekSchedule, type HoursRow } from "@/features/businesses/profile/hours";
import { ProfileCard } from "./profile-card";

/** `today` is the business's local weekday, highlighted in the table. */
export function OpeningHours({ hours, today, city }: { hours: HoursRow[]; today: number | null; city: string }) {
  return (
    <ProfileCard title="Opening hours">
      {hours.length === 0 ? (
        <p className="text-sm text-slate-600">Opening hours have not been published yet.</p>
      ) : (
        <>
          <table className="w-full text-sm">
            <tbody>
              {weekSchedule(hours).map((day) => (
                <tr
                  key={day.day}
                  className={day.day === today ? "font-semibold text-slate-900" : "text-slate-700"}
                  aria-current={day.day === today ? "date" : undefined}
                >
                  <th scope="row" className="py-1 pr-4 text-left font-medium">
                    {day.name}
                  </th>
                  <td className="py-1 text-right">{day.times.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-xs text-slate-500">Times are local to {city}.</p>
        </>
      )}
    </ProfileCard>
  );
}
