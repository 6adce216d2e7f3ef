"use client";

// The card menu's new-list dialog: creates a list and puts the business in it. Loaded on demand by
// list-menu.tsx.
import { Modal } from "@/components/ui/modal";
import { ListForm } from "./list-form";
import { useListMutations } from "./use-list-mutations";

type NewListDialogProps = {
  open: boolean;
  businessId: string;
  businessName: string;
  onClose: () => void;
  add: (input: { listId: string; businessId: string }) => Promise<unknown>;
};

export function NewListDialog({ open, businessId, businessName, onClose, add }: NewListDialogProps) {
  const { create, createFailed } = useListMutations();
  return (
    <Modal open={open} onClose={onClose} title="New list">
      <p className="mb-4 text-sm text-slate-600">{businessName} will be the first business in it.</p>
      <ListForm
        submitLabel="Create list"
        pending={create.isPending}
        onCancel={onClose}
        onSubmit={async (values) => {
          try {
            const list = await create.mutateAsync(values);
            onClose();
            await add({ listId: list.id, businessId }).catch(() => undefined);
          } catch (error) {
            return createFailed(error);
          }
        }}
      />
    </Modal>
  );
}
