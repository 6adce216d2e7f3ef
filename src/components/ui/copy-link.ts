// Copies an address to the clipboard and says so in a toast (or says how to copy it by hand).
import { toastOnDemand } from "./toast-on-demand";

export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toastOnDemand("success", "Link copied");
  } catch {
    toastOnDemand("error", "Could not copy the link. Select it and copy it instead.");
  }
}
