// Gives the confirmation page the API client with React Query (see components/providers/api-area.tsx).
export { default } from "@/components/providers/api-area";
