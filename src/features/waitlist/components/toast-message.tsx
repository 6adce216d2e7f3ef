// A toast with a title and a description, as the waitlist's messages are written.
import { toastOnDemand } from "@/components/ui/toast-on-demand";

export function showToast(kind: "success" | "error", message: { title: string; description: string }) {
  toastOnDemand(
    kind,
    <span className="block">
      <span className="block font-semibold text-slate-900">{message.title}</span>
      <span className="block text-sm text-slate-600">{message.description}</span>
    </span>,
    { duration: 5000 },
  );
}
