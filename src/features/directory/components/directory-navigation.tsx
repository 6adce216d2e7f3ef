"use client";

// Every directory control changes the address (the state lives there) through this provider, which
// runs the navigation as a transition so the results can say they are loading meanwhile. The
// controls show the new state at once (optimistically) while the server renders the new results.
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useOptimistic,
  useTransition,
  type MouseEvent,
} from "react";
import { rememberResults } from "@/lib/results-return";
import { LoadingBusinesses } from "./loading-businesses";
import { changeDirectoryState, directoryHref, type DirectoryState } from "./directory-url";

type Navigation = {
  state: DirectoryState;
  isPending: boolean;
  navigate: (change: Partial<DirectoryState>) => void;
};

const NavigationContext = createContext<Navigation | null>(null);

export function DirectoryNavigationProvider({
  state: rendered,
  children,
}: {
  state: DirectoryState;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [state, setOptimisticState] = useOptimistic(rendered);
  const navigate = useCallback(
    (change: Partial<DirectoryState>) => {
      const next = changeDirectoryState(state, change);
      startTransition(() => {
        setOptimisticState(next);
        router.push(directoryHref(next), { scroll: false });
      });
    },
    [router, state, setOptimisticState],
  );
  const value = useMemo(() => ({ state, isPending, navigate }), [state, isPending, navigate]);
  // The results on screen, for a profile's 'Back to results'.
  useEffect(() => rememberResults(window.location.pathname + window.location.search), [rendered]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

export function useDirectoryNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("useDirectoryNavigation must be used within a DirectoryNavigationProvider");
  return navigation;
}

/** The results, dimmed with 'Loading businesses...' while the next ones load. */
export function PendingResults({ children }: { children: React.ReactNode }) {
  const { isPending } = useDirectoryNavigation();
  return (
    // Stretched to the column's foot on large screens, so empty results can stay in view (sticky).
    <div aria-busy={isPending} className="relative lg:flex lg:flex-1 lg:flex-col">
      {isPending && (
        <div className="absolute inset-x-0 top-0 z-10 flex justify-center pt-10">
          <LoadingBusinesses className="rounded-full bg-white px-4 py-2 shadow-md ring-1 ring-slate-200" />
        </div>
      )}
      <div className={`lg:flex-1 ${isPending ? "opacity-50 transition-opacity" : ""}`}>{children}</div>
    </div>
  );
}

/** A real link (it works without JavaScript and opens in a new tab) that otherwise navigates as a transition. */
export function DirectoryLink({
  change,
  className,
  children,
  ...rest
}: { change: Partial<DirectoryState>; className?: string; children: React.ReactNode } & React.AriaAttributes) {
  const { state, navigate } = useDirectoryNavigation();
  function click(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(change);
  }
  return (
    <Link
      href={directoryHref(changeDirectoryState(state, change))}
      scroll={false}
      onClick={click}
      className={className}
      {...rest}
    >
      {children}
    </Link>
  );
}
