// A small map of where the business is, with its address and the Directions link. The map's code
// loads on its own (MapView), after the page.
import { MapView } from "@/components/ui/map-view";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { ProfileCard } from "./profile-card";

type Props = {
  name: string;
  position: { latitude: number; longitude: number };
  address: string;
  directions: string;
  tileUrl: string | null;
};

export function ProfileMap({ name, position, address, directions, tileUrl }: Props) {
  return (
    <ProfileCard title="Location">
      <div className="h-48 overflow-hidden rounded-lg border border-slate-200">
        <MapView
          pins={[{ id: "business", ...position, text: "1", label: name }]}
          tileUrl={tileUrl}
          label={`Map: ${name}`}
          className="size-full"
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">{address}</p>
      <a
        href={directions}
        data-insight="directions"
        target="_blank"
        rel="noopener noreferrer"
        className={`mt-1 inline-flex rounded text-sm font-medium text-brand-700 underline hover:text-brand-600 ${FOCUS_RING}`}
      >
        Get directions
      </a>
    </ProfileCard>
  );
}
