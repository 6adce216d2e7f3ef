import { LoadingBusinesses } from "@/features/directory/components/loading-businesses";

export default function DirectoryLoading() {
  return <LoadingBusinesses className="flex-1 py-24" />;
}
