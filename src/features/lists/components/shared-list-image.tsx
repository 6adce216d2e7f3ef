// The shared list's own sharing picture (1200 × 630), drawn by next/og from this markup: the list's
// name, who made it, how many businesses and the first few of them, under the LocalHub name.
// next/og lays out with flexbox only, so every box with several children says `display: flex`.
import type { SharedList } from "@/features/lists/types";

export const SHARED_LIST_IMAGE_SIZE = { width: 1200, height: 630 };
const SHOWN = 4;

export function SharedListImage({ list }: { list: Pick<SharedList, "name" | "ownerName" | "items"> }) {
  const count = list.items.length;
  const names = list.items.slice(0, SHOWN).map((entry) => entry.business.businessName);
  const more = count - names.length;
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        padding: 64,
        background: "linear-gradient(135deg, #1a46a0 0%, #1f57c9 60%, #2f6fed 100%)",
        color: "white",
        fontSize: 32,
      }}
    >
      <div style={{ display: "flex", fontSize: 36, fontWeight: 700 }}>LocalHub</div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>{list.name.slice(0, 80)}</div>
        <div style={{ display: "flex", marginTop: 20, color: "#d9eaff" }}>
          {`A list by ${list.ownerName} · ${count} ${count === 1 ? "business" : "businesses"}`}
        </div>
      </div>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 12, fontSize: 28 }}>
        {names.map((name, index) => (
          <div
            key={`${index}-${name}`}
            style={{ display: "flex", padding: "8px 18px", borderRadius: 999, background: "#ffffff26" }}
          >
            {name.slice(0, 40)}
          </div>
        ))}
        {more > 0 && <div style={{ display: "flex", padding: "8px 18px" }}>{`+${more} more`}</div>}
      </div>
    </div>
  );
}
