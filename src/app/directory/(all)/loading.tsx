import { LoadingBusinesses } from "../_components/loading-businesses";

export default function DirectoryLoading() {
  return <LoadingBusinesses className="flex-1 py-24" />;
}
