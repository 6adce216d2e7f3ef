"use client";
// The business editor's 'Special hours': holidays and events that replace the weekly hours on their
// dates. Entering, removing and the US-holidays shortcut each save at once; the list shows the
// upcoming dates (past ones are not shown) in the business's own time zone.
import { useState } from "react";
import toast from "react-hot-toast";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { EditorSection } from "@/features/businesses/editor/components/business-editor/fields";
import { api } from "@/trpc/react";
import {
  clockLabel,
  dateLabel,
  SPECIAL_HOURS_MESSAGES,
  type Holiday,
  type SpecialDay,
  type SpecialHoursList,
} from "../types";
import { SpecialHoursForm } from "./special-hours-form";

const LINK_BUTTON = "text-sm font-medium text-brand-700 hover:text-brand-800 underline-offset-2 hover:underline";

const hoursText = (day: SpecialDay) =>
  day.closed
    ? "Closed"
    : day.ranges
        .map((range) =>
          range.open === range.close ? "Open 24 hours" : `${clockLabel(range.open)} – ${clockLabel(range.close)}`,
        )
        .join(", ");

const addedText = (added: Holiday[]) =>
  added.length
    ? `Closed on ${added.map((holiday) => `${holiday.label} (${dateLabel(holiday.day, true)})`).join(", ")}.`
    : "Every US holiday of the next 12 months already has special hours.";

export function SpecialHoursSection({ businessId }: { businessId: string }) {
  const input = { id: businessId };
  const utils = api.useUtils();
  const list = api.businesses.specialHours.useQuery(input);
  const [added, setAdded] = useState<string | null>(null);
  const show = (saved: SpecialHoursList) => utils.businesses.specialHours.setData(input, saved);
  const save = api.businesses.saveSpecialHours.useMutation();
  const remove = api.businesses.removeSpecialHours.useMutation({
    onSuccess: (saved) => {
      show(saved);
      toast.success(SPECIAL_HOURS_MESSAGES.removed);
    },
    onError: (error) => toast.error(error.message),
  });
  const holidays = api.businesses.closeOnUsHolidays.useMutation({
    onSuccess: (result) => {
      show(result.list);
      setAdded(addedText(result.added));
    },
    onError: (error) => toast.error(error.message),
  });
  const days = list.data?.days ?? [];

  return (
    <EditorSection
      id="special-hours"
      title="Special hours"
      description="Holidays and events: close for a day or a few, or open at other times. They replace your opening hours on those dates, in your business's time zone."
    >
      {list.data ? (
        <SpecialHoursForm
          today={list.data.today}
          busy={save.isPending}
          failure={save.error}
          onSave={(data, reset) =>
            save.mutate(
              { id: businessId, data },
              {
                onSuccess: (saved) => {
                  show(saved);
                  reset();
                  toast.success(SPECIAL_HOURS_MESSAGES.saved);
                },
              },
            )
          }
        />
      ) : (
        <p className="text-sm text-slate-600" role={list.error ? "alert" : undefined}>
          {list.error ? list.error.message : "Loading special hours..."}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={BUTTON_CLASS}
          disabled={holidays.isPending}
          onClick={() => holidays.mutate(input)}
        >
          {holidays.isPending ? "Adding..." : "Close on US holidays"}
        </button>
        <p className="text-xs text-slate-500">
          New Year&apos;s Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and Christmas Day of the next 12
          months.
        </p>
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {added}
      </p>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Upcoming special hours</h3>
        {days.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{list.data ? "None yet." : ""}</p>
        ) : (
          <ul aria-label="Upcoming special hours" className="mt-1 divide-y divide-slate-100">
            {days.map((day) => {
              const date = dateLabel(day.day, true);
              return (
                <li key={day.day} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <span className="font-medium text-slate-900">{date}</span>
                    <span className="text-slate-700">
                      {" "}
                      — {hoursText(day)}
                      {day.label ? ` (${day.label})` : ""}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={LINK_BUTTON}
                    aria-label={`Remove special hours on ${date}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ id: businessId, day: day.day })}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </EditorSection>
  );
}
