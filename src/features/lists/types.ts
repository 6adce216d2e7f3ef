// Lists as the dashboard and the shared page show them, and the list buttons' messages (here, not in
// schema.ts, so that a card's list menu does not load zod into every signed-in page).
import type { BusinessCardData } from "@/features/directory/types";

export type ListSummary = {
  id: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  updatedAt: Date;
  itemCount: number;
};

export type ListEntry = { itemId: string; notes: string | null; business: BusinessCardData };

export type ListDetail = ListSummary & { items: ListEntry[] };

export type SharedList = ListDetail & { ownerName: string; isOwner: boolean };

export const LIST_TOASTS = {
  created: "List created successfully",
  createFailed: "Failed to create list",
  updated: "List updated successfully",
  updateFailed: "Failed to update list",
  deleted: "List deleted successfully",
  deleteFailed: "Failed to delete list",
  itemAdded: "Business added to list",
  itemAlready: "Business is already in this list",
  itemAddFailed: "Failed to add business to list",
  itemRemoved: "Business removed from list",
  itemRemoveFailed: "Failed to remove business from list",
} as const;
