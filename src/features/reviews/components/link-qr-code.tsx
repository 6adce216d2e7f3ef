"use client";
// A request's link as a QR code, for asking a customer in person.
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import type { RequestRow } from "@/features/reviews/types";

export function LinkQrCode({ request, onClose }: { request: RequestRow | null; onClose: () => void }) {
  const [image, setImage] = useState<{ link: string; url: string } | null>(null);
  const link = request?.link;
  useEffect(() => {
    if (!link) return;
    let current = true;
    void QRCode.toDataURL(link, { width: 256, margin: 1 }).then((url) => {
      if (current) setImage({ link, url });
    });
    return () => {
      current = false;
    };
  }, [link]);
  const who = request?.customerName ?? request?.customerEmail ?? "the customer";
  return (
    <Modal open={request !== null} onClose={onClose} title={`Review link for ${who}`}>
      {image && image.link === link && (
        // eslint-disable-next-line @next/next/no-img-element -- a generated data: URL, nothing to optimise
        <img src={image.url} width={256} height={256} alt={`QR code of the review link for ${who}`} className="mx-auto" />
      )}
      <p className="mt-3 text-center text-sm break-all text-slate-600">{link}</p>
      <div className="mt-4 flex justify-end">
        <button type="button" className={BUTTON_CLASS} onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
