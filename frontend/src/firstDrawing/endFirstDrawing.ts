/** The first drawing's place in the page, and its end. */
export const FIRST_DRAWING_ID = 'first-drawing';
/** On <html> while the drawing shows: the app's root stays hidden under it. */
export const ACTIVE_CLASS = 'first-drawing';

/** Removes the first drawing and shows the app's root. */
export function endFirstDrawing(): void {
  document.getElementById(FIRST_DRAWING_ID)?.remove();
  document.getElementById(`${FIRST_DRAWING_ID}-style`)?.remove();
  document.documentElement.classList.remove(ACTIVE_CLASS);
}
