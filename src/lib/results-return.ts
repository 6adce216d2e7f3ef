// 'Back to results': the directory remembers the address of the results on screen (in this tab's
// sessionStorage), and a profile links back to exactly that page. Only directory paths of this
// site are kept or returned, so nothing stored can send the visitor elsewhere.
import { isSameSitePath } from "./safe-redirect";

const KEY = "localhub:directory-results";

export const isResultsPath = (path: string) => isSameSitePath(path) && /^\/directory(?:[/?#]|$)/.test(path);

export function rememberResults(path: string): void {
  if (!isResultsPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode, quota): the profile falls back to its city's directory.
  }
}

export function rememberedResults(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    return path && isResultsPath(path) ? path : null;
  } catch {
    return null;
  }
}
