// How far a launch's emails have got, from the outbox: 'Sent 120 of 300', then queued and failed.
type Props = { total: number; sent: number; queued: number; failed: number };

export function LaunchDelivery({ total, sent, queued, failed }: Props) {
  if (total === 0) return <span className="text-slate-500">No emails</span>;
  return (
    <span className="tabular-nums">
      <span className="font-medium">
        Sent {sent} of {total}
      </span>
      <span className="text-slate-600">
        {" · "}
        {queued} queued{" · "}
      </span>
      <span className={failed > 0 ? "font-medium text-red-700" : "text-slate-600"}>{failed} failed</span>
    </span>
  );
}
