import { useEffect, useRef, useState } from 'react';

/** The first field to fix in the form the returned ref is given gets the focus, once it shows its message. */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus();
  }, [focusRequest]);
  return { formRef, focusFirstError: () => setFocusRequest((n) => n + 1) };
}
