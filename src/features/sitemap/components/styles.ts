import { FOCUS_RING } from "@/components/ui/focus-ring";

export const LINK_CLASS = `rounded-sm text-brand-700 hover:text-brand-600 hover:underline ${FOCUS_RING}`;
