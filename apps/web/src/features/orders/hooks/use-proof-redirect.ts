import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** After a successful upload the page shows its success screen this long, then the order, as the earlier shop did. */
export const REDIRECT_AFTER_PROOF_MS = 2000;

/** The message of a proof just uploaded (null before one is); once there, the order's page opens after a moment. */
export function useProofRedirect(detailHref: string) {
  const navigate = useNavigate();
  const [uploadedMessage, setUploadedMessage] = useState<string | null>(null);

  useEffect(() => {
    if (uploadedMessage === null) return;
    const timer = window.setTimeout(() => void navigate(detailHref), REDIRECT_AFTER_PROOF_MS);
    return () => window.clearTimeout(timer);
  }, [uploadedMessage, navigate, detailHref]);

  return { uploadedMessage, uploaded: setUploadedMessage };
}
