"use client";
// The business editor's 'Photos': the gallery as a grid in the profile's order. Every change saves
// at once. Photos move by dragging one onto another or with Move earlier / Move later (a screen
// reader hears where it went, and the focus stays on the moved photo's button); the grid changes
// at once and the orders are saved one after another, so the last one stands.
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { EditorSection } from "@/features/businesses/editor/components/business-editor/fields";
import { api } from "@/trpc/react";
import { MAX_GALLERY_PHOTOS, type Gallery, type GalleryPhoto } from "../types";
import { NewPhotos } from "./new-photos";
import { dropPhoto, moveAnnouncement, movePhoto, type PhotoMove } from "./photo-order";
import { PhotoTile } from "./photo-tile";

type Props = {
  businessId: string;
  /** The editor's cover image, kept in step when a photo is made the cover. */
  coverImageUrl: string | null;
  onCoverChange: (url: string | null) => void;
};

export function GallerySection({ businessId, coverImageUrl, onCoverChange }: Props) {
  const input = { businessId };
  const utils = api.useUtils();
  const gallery = api.gallery.forEdit.useQuery(input);
  const photos = gallery.data?.photos ?? [];
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState<{ message: string } | null>(null);
  const [removing, setRemoving] = useState<GalleryPhoto | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ id: string; button: "earlier" | "later" } | null>(null);
  const saves = useRef(Promise.resolve());
  const latestSave = useRef(0);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  // After a move by button, the moved photo keeps the focus (on the other button at an end of the grid).
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !listRef.current) return;
    focusAfterMove.current = null;
    const tile = listRef.current.querySelector(`[data-photo="${CSS.escape(wanted.id)}"]`);
    const buttons = ["earlier", "later"].map((name) => tile?.querySelector<HTMLButtonElement>(`[data-move="${name}"]`));
    const first = wanted.button === "earlier" ? buttons : [...buttons].reverse();
    first.find((button) => button && !button.disabled)?.focus();
  }, [gallery.data]);

  const show = (saved: Gallery, message: string) => {
    utils.gallery.forEdit.setData(input, saved);
    setError(null);
    setAnnouncement(message);
  };
  const fail = (failure: { message: string }) => setError({ message: failure.message });

  const reorder = api.gallery.reorder.useMutation();
  function move(change: PhotoMove | null) {
    if (!change) return;
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    utils.gallery.forEdit.setData(input, (current) =>
      current ? { ...current, photos: change.order.map((id) => byId.get(id)!) } : current,
    );
    setAnnouncement(moveAnnouncement(change));
    const ticket = ++latestSave.current;
    saves.current = saves.current.then(async () => {
      try {
        const saved = await reorder.mutateAsync({ businessId, photoIds: change.order });
        if (ticket === latestSave.current) utils.gallery.forEdit.setData(input, saved);
      } catch (failure) {
        fail(failure as { message: string });
        await utils.gallery.forEdit.invalidate(input);
      }
    });
  }

  const cover = api.gallery.setCover.useMutation({
    onSuccess: (saved) => {
      show(saved, saved.coverImageUrl ? "Cover image set." : "Cover image removed.");
      onCoverChange(saved.coverImageUrl);
    },
    onError: fail,
  });
  const remove = api.gallery.remove.useMutation({
    onSuccess: (saved) => {
      setRemoving(null);
      show(saved, "Photo removed.");
      countRef.current?.focus();
    },
    onError: (failure) => {
      setRemoving(null);
      fail(failure);
    },
  });

  const ids = photos.map((photo) => photo.id);
  return (
    <EditorSection
      id="gallery"
      title="Photos"
      description={`Up to ${MAX_GALLERY_PHOTOS} photos for your profile's gallery, in the order shown here. Drag a photo onto another to move it there, or use Move earlier and Move later.`}
    >
      <p ref={countRef} tabIndex={-1} className="text-sm font-medium text-slate-700 outline-none">
        {`${photos.length} of ${MAX_GALLERY_PHOTOS} photos`}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {error && (
        <p ref={errorRef} role="alert" tabIndex={-1} className="text-sm text-red-700 outline-none">
          {error.message}
        </p>
      )}
      {gallery.isPending ? (
        <Spinner label="Loading photos..." />
      ) : gallery.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {gallery.error.message}
        </p>
      ) : (
        <>
          {photos.length > 0 && (
            <ol ref={listRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {photos.map((photo, index) => (
                <PhotoTile
                  key={photo.id}
                  businessId={businessId}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  isCover={photo.url === coverImageUrl}
                  busy={cover.isPending}
                  drag={{
                    dragging: dragged === photo.id,
                    over: over === photo.id && dragged !== photo.id,
                    onStart: () => setDragged(photo.id),
                    onOver: () => setOver(photo.id),
                    onDrop: () => dragged && move(dropPhoto(ids, dragged, photo.id)),
                    onEnd: () => {
                      setDragged(null);
                      setOver(null);
                    },
                  }}
                  onMove={(to, button) => {
                    focusAfterMove.current = { id: photo.id, button };
                    move(movePhoto(ids, photo.id, to));
                  }}
                  onCover={() => cover.mutate({ businessId, photoId: photo.url === coverImageUrl ? null : photo.id })}
                  onRemove={() => setRemoving(photo)}
                  onSaved={show}
                />
              ))}
            </ol>
          )}
          <NewPhotos businessId={businessId} room={MAX_GALLERY_PHOTOS - photos.length} onAdded={show} />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this photo?"
        description={
          <>
            <p>{`"${removing?.altText ?? ""}" leaves the gallery and your profile.`}</p>
            {removing?.url === coverImageUrl && (
              <p className="mt-2">It stays your cover image until you choose another.</p>
            )}
          </>
        }
        confirmLabel="Remove photo"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ businessId, photoId: removing.id })}
        onClose={() => setRemoving(null)}
      />
    </EditorSection>
  );
}
