// Lists as the dashboard and the shared page show them.
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
