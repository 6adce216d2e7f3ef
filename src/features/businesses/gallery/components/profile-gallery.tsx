// The profile's 'Photos': the owner's gallery as a grid of thumbnails, each opening the viewer.
import { ProfileCard } from "@/features/businesses/profile/components/profile-card";
import type { GalleryPhoto } from "../types";
import { GalleryGrid } from "./gallery-grid";

export function ProfileGallery({ photos }: { photos: GalleryPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <ProfileCard title="Photos">
      <GalleryGrid photos={photos} />
    </ProfileCard>
  );
}
