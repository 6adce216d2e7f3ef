// A toast with a title and a description, as the waitlist's messages are written.
import toast from "react-hot-toast";

export function showToast(kind: "success" | "error", message: { title: string; description: string }) {
  toast[kind](
    <span className="block">
      <span className="block font-semibold text-slate-900">{message.title}</span>
      <span className="block text-sm text-slate-600">{message.description}</span>
    </span>,
    { duration: 5000 },
  );
}
