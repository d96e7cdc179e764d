const pad = (n: number) => String(n).padStart(2, '0');

/** Local 'YYYY-MM-DDTHH:mm' of an instant, as a datetime-local input shows it. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
