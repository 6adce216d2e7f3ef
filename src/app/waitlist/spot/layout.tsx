// Gives the spot page the API client with React Query (see components/providers/api-area.tsx). The
// area pages have none: their form loads the API client with the first sign-up.
export { default } from "@/components/providers/api-area";
