"use client";

import { useState } from "react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { api } from "@/trpc/react";
import { FormStatus } from "./settings-section";

/** 'Download my data': fetches the export and saves it as a JSON file. */
export function ExportDataButton() {
  const utils = api.useUtils();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function download() {
    setState({ busy: true, error: null });
    try {
      const data = await utils.account.exportData.fetch(undefined, { staleTime: 0 });
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "localhub-my-data.json";
      link.click();
      URL.revokeObjectURL(url);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({
        busy: false,
        error: error instanceof Error ? error.message : "Something went wrong. Please try again.",
      });
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={() => void download()} disabled={state.busy} className={BUTTON_CLASS}>
        {state.busy ? "Preparing..." : "Download my data"}
      </button>
      <FormStatus error={state.error} />
    </div>
  );
}
