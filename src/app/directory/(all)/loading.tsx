import { DirectorySkeleton } from "@/features/directory/components/directory-skeleton";

export default function DirectoryLoading() {
  return <DirectorySkeleton />;
}
