export { PageSpinner as default } from "@/components/ui/page-spinner";
