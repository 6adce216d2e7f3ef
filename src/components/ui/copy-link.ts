// Copies an address to the clipboard and says so in a toast (or says how to copy it by hand).
import toast from "react-hot-toast";

export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied");
  } catch {
    toast.error("Could not copy the link. Select it and copy it instead.");
  }
}
