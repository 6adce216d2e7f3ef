"use client";

// A block that, when it appears above the visible part of the page (the visitor changed a filter
// at the foot of a long filter panel, and the results' top is scrolled away), brings itself into
// view, so the outcome of the change is where the visitor is looking.
import { useEffect, useRef } from "react";

/** The sticky site header's height: a block under it is out of view too. */
const HEADER_PX = 64;

export function RevealWhenHidden({ children, ...props }: React.ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && element.getBoundingClientRect().top < HEADER_PX) element.scrollIntoView({ block: "start" });
  }, []);
  return (
    <div ref={ref} {...props}>
      {children}
    </div>
  );
}
