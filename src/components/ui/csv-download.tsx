"use client";
// A CSV file the browser saves: a button that fetches it on click ("Preparing…" meanwhile), saves
// it as `<stem>-<today>.csv` and says so in a toast, or shows why it failed.
import { useState } from "react";
import toast from "react-hot-toast";
import { BUTTON_CLASS } from "./form-styles";

/** Has the browser save `csv` as a file named `fileName`. */
function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CsvDownloadButton({
  label,
  fileStem,
  load,
  doneMessage,
}: {
  label: string;
  /** The file's name before the day it was made ("members-rotary-club"). */
  fileStem: string;
  load: () => Promise<string>;
  doneMessage: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const csv = await load();
      downloadCsv(csv, `${fileStem}-${new Date().toISOString().slice(0, 10)}.csv`);
      toast.success(doneMessage);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The download failed. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={BUTTON_CLASS} disabled={busy} onClick={() => void download()}>
      {busy ? "Preparing…" : label}
    </button>
  );
}
