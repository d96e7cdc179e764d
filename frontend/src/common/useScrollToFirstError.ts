import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused save, brings the first field marked invalid into view and puts the cursor in it (or,
 * when no field is named, the form's error banner): in a long dialog scrolled down to its button, an
 * error shown out of sight made the button seem to do nothing. Call `reveal()` once the refusal is set;
 * the scroll runs after the render that shows it.
 */
export function useScrollToFirstError<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  reveal: () => void;
} {
  const ref = useRef<T | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0 || !ref.current) return;
    const root = ref.current;
    const field = root.querySelector<HTMLElement>(
      'input[aria-invalid="true"], textarea[aria-invalid="true"]',
    );
    const target = field ?? root.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    if (field) field.focus({ preventScroll: true });
  }, [asked]);
  return { ref, reveal: () => setAsked((n) => n + 1) };
}
