// An event post as an iCalendar file (RFC 5545) for "Add to calendar": one VEVENT with times in
// UTC, text escaped, lines folded at 75 octets and ended with CRLF. Pure, so it is unit-tested.
import { postalAddress } from "@/features/businesses/profile/contact-links";

export type CalendarEvent = {
  /** Globally unique and stable for the event: calendars update the entry they already have. */
  uid: string;
  /** When this version of the event was written. */
  stamp: Date;
  start: Date;
  end: Date | null;
  summary: string;
  description: string;
  location: string;
  url: string;
};

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** 2026-12-06T16:00:00.000Z → 20261206T160000Z */
export const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n, other control characters dropped. */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

/** Splits a content line into lines of at most 75 octets, each continuation starting with a space; never inside a character. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const room = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//LocalHub//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    ...(event.end ? [`DTEND:${icsTime(event.end)}`] : []),
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

type EventPost = {
  id: string;
  title: string;
  body: string;
  startsAt: Date | null;
  endsAt: Date | null;
  updatedAt: Date;
  business: {
    businessName: string;
    address: string | null;
    city: string;
    state: string;
    zipCode: string | null;
    citySlug: string;
    slug: string;
  };
};

/** The calendar file of an event post (null without a start): at the business's address, linking to its profile. */
export function eventPostCalendar(post: EventPost, siteUrl: string): string | null {
  const { business } = post;
  if (!post.startsAt) return null;
  return calendarFile({
    uid: `post-${post.id}@${new URL(siteUrl).host}`,
    stamp: post.updatedAt,
    start: post.startsAt,
    end: post.endsAt,
    summary: `${post.title} (${business.businessName})`,
    description: post.body,
    location: `${business.businessName}, ${postalAddress(business)}`,
    url: `${siteUrl}/business/${business.citySlug}/${business.slug}#posts`,
  });
}
